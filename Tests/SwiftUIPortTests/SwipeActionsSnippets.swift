import TermUI
import TermUITesting

/// Swipe actions as a mail-style SwiftUI list writes them: a destructive full swipe, a tinted action, a
/// leading one, and a plain `onDelete` list beside it.
struct MessagesSnippet: View {
    struct Message: Identifiable {
        let id = UUID()
        var subject: String
        var isRead = false
    }

    @State private var messages = [Message(subject: "Your flight to Kyōto"), Message(subject: "Hotel receipt")]
    @State private var notes = ["Pack adapters", "Renew passport"]

    var body: some View {
        VStack {
            List {
                ForEach(messages) { message in
                    Text(message.isRead ? message.subject : "● \(message.subject)")
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                messages.removeAll { $0.id == message.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button("Flag") {}
                                .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button(message.isRead ? "Unread" : "Read") { markRead(message) }
                                .tint(.blue)
                        }
                }
            }
            List {
                ForEach(notes, id: \.self) { Text($0) }
                    .onDelete { notes.remove(atOffsets: $0) }
            }
        }
    }

    private func markRead(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isRead.toggle()
    }
}
