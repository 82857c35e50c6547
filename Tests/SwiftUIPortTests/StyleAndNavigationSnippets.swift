import TermUI

// SwiftUI code that uses the styles and navigation modifiers the API table had as missing. It imports only
// TermUI, as a port would.

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("#")
                configuration.label
            }
            configuration.content.padding(.leading, 2)
        }
    }
}

struct ArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack(spacing: 1) {
                    Text(configuration.isExpanded ? "v" : ">")
                    configuration.label
                }
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label.bold()
            configuration.content
        }
    }
}

struct StyledSettingsSnippet: View {
    @State private var isOn = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            GroupBox("Trip") {
                Text("Lisbon")
            }
            .groupBoxStyle(CardGroupBoxStyle())
            DisclosureGroup("More") {
                Text("Hidden detail")
            }
            .disclosureGroupStyle(ArrowDisclosureStyle())
            LabeledContent("Budget", value: "120 EUR")
                .labeledContentStyle(StackedLabeledContentStyle())
            Toggle("Reminders", isOn: $isOn)
                .labelsHidden()
            Menu("Actions") {
                Button("Share") {}
            }
            .menuStyle(.borderlessButton)
            ControlGroup {
                Button("A") {}
                Button("B") {}
            }
            .controlGroupStyle(.navigation)
        }
        .textEditorStyle(.plain)
        .navigationSplitViewStyle(.balanced)
        .accessibilityAction { isOn.toggle() }
        .accessibilityAction(named: Text("Reset")) { isOn = false }
    }
}

struct LockedScreenSnippet: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Checkout") {
                Text("Paying")
                    .navigationTitle("Pay")
                    .navigationBarBackButtonHidden()
                    .toolbarRole(.editor)
            }
            .navigationTitle("Cart")
        }
    }
}

struct ScopedSearchSnippet: View {
    enum Scope: Hashable { case all, trips }
    @State private var scope = Scope.all
    @State private var showsInspector = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(scope == .all ? "scope all" : "scope trips")
            Button("Inspect") { showsInspector = true }
        }
        .searchScopes($scope) {
            Text("All").tag(Scope.all)
            Text("Trips").tag(Scope.trips)
        }
        .inspector(isPresented: $showsInspector) {
            Text("Inspector")
                .inspectorColumnWidth(30)
        }
    }
}

struct SemanticStylesSnippet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("inherited").foregroundStyle(.foreground)
            Text("line").foregroundStyle(.separator)
            Text("picked").foregroundStyle(.selection)
            Rectangle().fill(.fill).frame(width: 4, height: 1)
        }
        .foregroundStyle(.red)
        .tint(.green)
    }
}

struct ReceiptDetailSnippet: View {
    @State private var showsReceipt = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                Button("Show receipt") { showsReceipt = true }
                Text(showsReceipt ? "receipt shown" : "receipt hidden")
            }
            .navigationTitle("Expenses")
            .navigationDestination(isPresented: $showsReceipt) {
                ReceiptDetailScreen()
            }
        }
    }
}

struct ReceiptDetailScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done with receipt") { dismiss() }
            .navigationTitle("Receipt")
    }
}
