import TermUI
import TravelModel

/// The window's content: the budget, and a line at the bottom when there is something to say about the data.
struct AppRootView: View {
    let model: AppModel

    var body: some View {
        VStack(spacing: 0) {
            ExpensesView()
                .environment(model.budget)
            if let message = model.message {
                Text(message)
                    .foregroundStyle(.yellow)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 1)
            }
        }
        .onDisappear { model.saveBeforeQuitting() }
    }
}
