import Synchronization

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
    /// their body runs. Read from any thread (observation reports changes on the thread that made them).
    static var current: Transaction? {
        currentStorage.withLock { $0 }
    }

    private static let currentStorage = Mutex<Transaction?>(nil)

    /// Runs `body` with `transaction` as the current one.
    static func run<Result>(with transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let previous = currentStorage.withLock { current in
            defer { current = transaction }
            return current
        }
        defer { currentStorage.withLock { $0 = previous } }
        return try body()
    }

    /// Callbacks to run when every animation started by this transaction has finished.
    var completionID: Int?
}

/// Changes state with an animation, as in SwiftUI: views that change because of what `body` does move to
/// their new look over the animation's duration.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.run(with: Transaction(animation: animation), body)
}

/// Changes state with an animation and runs `completion` when the animations it started have finished (at
/// once when it started none), as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.completionID = AnimationCompletions.shared.register(completion, duration: animation?.totalDuration ?? 0)
    return try Transaction.run(with: transaction, body)
}

/// Changes state within a transaction, as in SwiftUI.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.run(with: transaction, body)
}
