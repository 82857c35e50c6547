import TermUI

// SwiftUI code that reads the environment values the API table had as missing: the search's state and its
// dismissal, whether a view is presented or focused, redaction, the refresh action, the control size, the
// symbol traits and the display's traits. It imports only TermUI, as a port would.

struct SearchStateSnippet: View {
    let cities = ["Lisbon", "Kyoto", "Lima"]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            CityResults(cities: cities, query: query)
                .searchable(text: $query)
                .navigationTitle("Cities")
        }
    }
}

private struct CityResults: View {
    let cities: [String]
    let query: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(isSearching ? "searching" : "browsing")
            ForEach(cities.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
            if isSearching {
                Button("Done") { dismissSearch() }
            }
        }
    }
}

struct PresentedSnippet: View {
    @State private var showsDetails = false

    var body: some View {
        VStack(spacing: 0) {
            PresentationBadge()
            Button("Details") { showsDetails = true }
        }
        .sheet(isPresented: $showsDetails) {
            PresentationBadge()
        }
    }
}

private struct PresentationBadge: View {
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Text(isPresented ? "in a sheet" : "on the screen")
    }
}

struct FocusRingSnippet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            FocusCard(name: "First")
            FocusCard(name: "Second")
        }
    }
}

private struct FocusCard: View {
    let name: String

    var body: some View {
        CardFace(name: name).focusable()
    }
}

private struct CardFace: View {
    let name: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(isFocused ? "[\(name)]" : " \(name) ")
    }
}

struct RedactedCardSnippet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ReasonsLine()
            Text("Balance 1234")
            HStack(spacing: 1) {
                Text("Owner")
                Text("Ada").unredacted()
            }
            ReasonsLine().unredacted()
        }
        .redacted(reason: .placeholder)
    }
}

private struct ReasonsLine: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.contains(.placeholder) ? "placeholder" : "shown")
    }
}

struct RefreshButtonSnippet: View {
    @State private var loads = 0

    var body: some View {
        RefreshRow(loads: loads)
            .refreshable { @MainActor in loads += 1 }
    }
}

private struct RefreshRow: View {
    let loads: Int
    @Environment(\.refresh) private var refresh

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Loaded \(loads) times")
            if let refresh {
                Button("Reload") { Task { await refresh() } }
            }
        }
    }
}

struct TraitsSnippet: View {
    var body: some View {
        TraitsReport()
            .controlSize(.small)
            .imageScale(.large)
            .symbolRenderingMode(.hierarchical)
    }
}

struct TraitsReport: View {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.imageScale) private var imageScale
    @Environment(\.symbolRenderingMode) private var symbolRenderingMode
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(controlSize == .small ? "small controls" : "other controls")
            Text(imageScale == .large ? "large symbols" : "other symbols")
            Text(symbolRenderingMode == .hierarchical ? "hierarchical" : "other mode")
            Text(contrast == .standard ? "standard contrast" : "increased contrast")
            Text(legibilityWeight == .bold ? "bold text" : "regular text")
            Text("hairline \(Int(pixelLength))")
        }
    }
}
