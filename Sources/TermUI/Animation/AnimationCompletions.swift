/// Completion callbacks of `withAnimation(_:_:completion:)` waiting for a view graph to time them.
@MainActor
final class AnimationCompletions {
    static let shared = AnimationCompletions()

    private var nextID = 0
    private(set) var pending: [(id: Int, duration: Double, action: @MainActor () -> Void)] = []

    /// Keeps a completion; returns its number.
    func register(_ action: @escaping @MainActor () -> Void, duration: Double) -> Int {
        nextID += 1
        pending.append((nextID, duration, action))
        return nextID
    }

    /// Hands the waiting completions over (to the animator, which runs each after its duration).
    func take() -> [(id: Int, duration: Double, action: @MainActor () -> Void)] {
        defer { pending.removeAll() }
        return pending
    }
}
