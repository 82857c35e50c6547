import TermUI
import TravelModel

/// The banner that announces a badge as soon as it is earned: it slides in from the top, stays three seconds
/// and slides away; badges earned together follow one another.
struct AchievementBanner: View {
    let store: TripStore
    @State private var shown: Achievement?

    var body: some View {
        VStack {
            if let shown {
                BannerContent(achievement: shown)
                    .id(shown.id)
                    .transition(.move(edge: .top))
            }
        }
        .onChange(of: store.newlyEarned.first?.id, initial: true) {
            presentNext()
        }
    }

    private func presentNext() {
        guard shown == nil, let next = store.newlyEarned.first else { return }
        withAnimation(.snappy) { shown = next }
        // Three seconds on the frame clock, then out; then the next badge, if any.
        withAnimation(.linear(duration: 3), {}, completion: {
            _ = store.takeNewlyEarned()
            withAnimation(.snappy) { shown = nil }
            presentNext()
        })
    }
}

/// What the banner says.
struct BannerContent: View {
    let achievement: Achievement

    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: achievement.symbolName)
            Text("Badge earned:").bold()
            Text(achievement.title)
        }
        .padding(.horizontal, 2)
        .frame(maxWidth: .infinity, alignment: .leading)
        .foregroundStyle(.black)
        .background(Color.yellow)
        .padding(.top, 1)
    }
}
