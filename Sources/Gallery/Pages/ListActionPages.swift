import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let listActionPages = [
        GalleryPage("Swipe actions and badges", in: .lists, code: """
            struct Message: Identifiable {
                let id: Int
                var subject: String
                var replies: Int
            }

            @State private var messages = [
                Message(id: 1, subject: "Your flight to Kyōto", replies: 3),
                Message(id: 2, subject: "Hotel receipt", replies: 0),
                Message(id: 3, subject: "Rail pass", replies: 1),
            ]
            @State private var flagged: Set<Int> = []

            List(messages) { message in
                Text(flagged.contains(message.id) ? "⚑ \\(message.subject)" : message.subject)
                    .badge(message.replies)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            messages.removeAll { $0.id == message.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button("Flag") { flagged.insert(message.id) }
                            .tint(.orange)
                    }
            }
            """) { SwipeActionsExample() },
        GalleryPage("Refreshable", in: .lists, code: """
            @State private var fares = ["Lisbon 89", "Porto 64"]
            @State private var refreshes = 0

            VStack(alignment: .leading) {
                Text("Ctrl-R refreshes · \\(refreshes) so far")
                List(fares, id: \\.self) { fare in
                    Text(fare)
                }
                .refreshable { await reload() }
            }

            @MainActor
            private func reload() async {
                try? await Task.sleep(for: .seconds(1))
                refreshes += 1
                fares.append("Faro \\(40 + refreshes)")
            }
            """) { RefreshableExample() },
    ]
}

struct Message: Identifiable {
    let id: Int
    var subject: String
    var replies: Int
}

private struct SwipeActionsExample: View {
    @State private var messages = [
        Message(id: 1, subject: "Your flight to Kyōto", replies: 3),
        Message(id: 2, subject: "Hotel receipt", replies: 0),
        Message(id: 3, subject: "Rail pass", replies: 1),
    ]
    @State private var flagged: Set<Int> = []

    var body: some View {
        List(messages) { message in
            Text(flagged.contains(message.id) ? "⚑ \(message.subject)" : message.subject)
                .badge(message.replies)
                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button(role: .destructive) {
                        messages.removeAll { $0.id == message.id }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                    Button("Flag") { flagged.insert(message.id) }
                        .tint(.orange)
                }
        }
    }
}

private struct RefreshableExample: View {
    @State private var fares = ["Lisbon 89", "Porto 64"]
    @State private var refreshes = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Ctrl-R refreshes · \(refreshes) so far")
            List(fares, id: \.self) { fare in
                Text(fare)
            }
            .refreshable { await reload() }
        }
    }

    @MainActor
    private func reload() async {
        try? await Task.sleep(for: .seconds(1))
        refreshes += 1
        fares.append("Faro \(40 + refreshes)")
    }
}
