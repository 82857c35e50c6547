import Synchronization

/// Announces that an `ObservableObject` is about to change: the type of its `objectWillChange`, as in SwiftUI.
///
/// Call `send()` before changing the object (a `@Published` property does it for you); every view that holds
/// the object through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` is evaluated again before the
/// next frame, and reads the new value then. `send()` may be called from any thread.
///
/// Unlike SwiftUI, where this is Combine's `ObservableObjectPublisher`, it is not a Combine `Publisher` (there is
/// no Combine on Linux): there is no `sink`, `receive(on:)` or `.onReceive`. The renderer subscribes to it
/// itself, and drops its subscription when the view leaves the tree or stops holding the object.
public final class ObservableObjectPublisher: Sendable {
    /// The subscribers, each under its own number.
    private struct Subscribers {
        var nextID = 0
        var handlers: [Int: @Sendable () -> Void] = [:]
    }

    private let subscribers = Mutex(Subscribers())

    /// A publisher with no subscribers.
    public init() {}

    /// Announces that the object is about to change. Safe to call from any thread.
    ///
    /// The subscribers are called on the calling thread, outside any lock; each only queues its view for
    /// evaluation, which happens on the main actor before the next frame.
    public func send() {
        let handlers = subscribers.withLock { Array($0.handlers.values) }
        for handler in handlers { handler() }
    }

    /// Calls `handler` on every `send()` until the returned subscription is cancelled or released.
    func subscribe(_ handler: @escaping @Sendable () -> Void) -> ObservableObjectSubscription {
        let id = subscribers.withLock { state in
            defer { state.nextID += 1 }
            state.handlers[state.nextID] = handler
            return state.nextID
        }
        return ObservableObjectSubscription(publisher: self, id: id)
    }

    /// Removes the subscriber with this number, if it is still there.
    fileprivate func removeSubscriber(_ id: Int) {
        // The removed handler is returned so that it is released after the lock is given back.
        _ = subscribers.withLock { $0.handlers.removeValue(forKey: id) }
    }

    /// How many subscribers there are now (tests use it to prove subscriptions do not leak).
    var subscriberCount: Int {
        subscribers.withLock { $0.handlers.count }
    }
}

/// One subscriber of an `ObservableObjectPublisher`: cancelled by `cancel()` or when released, from any thread.
///
/// A `send()` that had already started when the subscription was cancelled may still call the handler once.
final class ObservableObjectSubscription: Sendable {
    /// The publisher subscribed to. Held strongly: a publisher refers to no object, so this keeps no object
    /// alive, and the subscription can always remove itself.
    let publisher: ObservableObjectPublisher
    private let id: Int

    fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
        self.publisher = publisher
        self.id = id
    }

    /// Stops the handler from being called by later sends. Doing it again does nothing.
    func cancel() {
        publisher.removeSubscriber(id)
    }

    deinit {
        cancel()
    }
}
