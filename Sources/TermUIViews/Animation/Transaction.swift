/// The context of a state change, as in SwiftUI: above all, the animation it happens with.
public struct Transaction: Sendable {
    /// The animation of the change, or nil for an immediate change.
    public var animation: Animation?
    /// Whether animations set further down (`.animation(_:value:)`) are ignored.
    public var disablesAnimations = false

    /// A transaction with an animation (or none).
    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The transaction of the change being made now, if any: set by `withAnimation` and `withTransaction` while
    /// their body runs. Task-local, so it belongs to the code in that body and the observation callbacks it
    /// causes on the same thread, never to another graph or thread.
    @TaskLocal static var current: Transaction?

    /// Runs `body` with `transaction` as the current one.
    static func run<Result>(with transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(transaction, operation: body)
    }
}

/// Changes state with an animation, as in SwiftUI: views that change because of what `body` does move to
/// their new look over the animation's duration.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.run(with: Transaction(animation: animation), body)
}

/// Changes state with an animation and runs `completion` once the animation's duration has passed on the frame
/// clock of the view graph whose action called it, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
///
/// Unlike SwiftUI, the completion waits for the duration even when the body changed nothing that animates,
/// so an empty body makes a timer on the frame clock.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try Transaction.run(with: Transaction(animation: animation), body)
    if let animator = Animator.running {
        animator.addCompletion(completion, after: animation?.totalDuration ?? 0)
    } else {
        // Called outside any view graph's work (from a test, say): there is no frame clock to time it by.
        Task { @MainActor in completion() }
    }
    return result
}

/// Changes state within a transaction, as in SwiftUI.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.run(with: transaction, body)
}
