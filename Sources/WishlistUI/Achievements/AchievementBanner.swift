import Foundation
import TermUI
import TravelModel

/// Announces a badge as soon as it is earned: "🏆 Badge earned: Getting Going" takes the bottom row (the key
/// hints' row, through `announce`) for three seconds whatever keys come, then gives it back; badges earned
/// together follow one another. Nothing on screen is covered.
struct AchievementBanner: ViewModifier {
    let store: TripStore
    @Environment(\.announce) private var announce
    @Environment(\.localeCategories) private var locales
    /// The badge on the bottom row now.
    @State private var shown: Achievement.ID?

    /// How long each badge is announced.
    static let duration: TimeInterval = 3

    func body(content: Content) -> some View {
        content
            .onChange(of: store.newlyEarned.first?.id, initial: true) {
                presentNext()
            }
    }

    private func presentNext() {
        guard shown == nil, let next = store.newlyEarned.first else { return }
        shown = next.id
        announce(locales.localized("Badge earned: \(locales.localized(name: next.title))"), systemImage: next.symbolName, duration: Self.duration)
        // Three seconds on the frame clock, then the next badge, if any.
        withAnimation(.linear(duration: Self.duration), {}, completion: {
            _ = store.takeNewlyEarned()
            shown = nil
            presentNext()
        })
    }
}
