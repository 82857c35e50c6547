/// Something an animation runs for (a node of the view graph): it is told when the animation ends, and its
/// animations stop when it leaves the graph.
@MainActor
protocol AnimationTarget: AnyObject {
    /// False once the target has left the graph.
    var isMounted: Bool { get }
    /// Called when an animation of the target ends (its key names which).
    func animationDidFinish(key: String)
}

/// Keeps the animations running in a view graph: when each started, how far along it is on the frame clock,
/// and what to do when it ends. The run loop draws frames 60 times a second only while `isMoving`.
@MainActor
final class Animator {
    /// One running animation of a node, under a key naming what animates ("removal", "symbol", ...).
    private struct Running {
        weak var node: (any AnimationTarget)?
        let key: String
        let animation: Animation
        let start: Double
    }

    /// The animator of the view graph doing work on this task now (an update, a frame, a key), so that
    /// `withAnimation` can time its completion on that graph's clock. Task-local: never shared between graphs
    /// or threads.
    @TaskLocal static var running: Animator?

    /// The clock animations follow.
    let clock: FrameClock
    /// Whether every animation ends at once (`--reduce-motion`).
    var reducesMotion = false

    private var running: [Running] = []
    private var completions: [(end: Double, action: @MainActor () -> Void)] = []

    init(clock: FrameClock) {
        self.clock = clock
    }

    /// Whether anything is moving or a completion waits (so time must pass before all is done).
    var isAnimating: Bool { !running.isEmpty || !completions.isEmpty }

    /// Whether an animation is running, so that every frame looks different.
    var isMoving: Bool { !running.isEmpty }

    /// When the first completion waiting is due, on the clock.
    var nextCompletionTime: Double? { completions.map(\.end).min() }

    /// Starts (or restarts) an animation of a node; returns false when it ends at once (reduced motion, no
    /// duration), in which case the node should show the end state.
    @discardableResult
    func start(_ animation: Animation, for node: any AnimationTarget, key: String) -> Bool {
        running.removeAll { $0.node === node && $0.key == key }
        guard !reducesMotion, animation.totalDuration > 0 else { return false }
        running.append(Running(node: node, key: key, animation: animation, start: clock.now))
        return true
    }

    /// How far along a node's animation is (0...1, a spring may pass 1), or nil when it is not animating.
    func progress(of node: any AnimationTarget, key: String) -> Double? {
        guard let entry = running.first(where: { $0.node === node && $0.key == key }) else { return nil }
        return entry.animation.progress(at: clock.now - entry.start)
    }

    /// Stops a node's animation without finishing it.
    func cancel(for node: any AnimationTarget, key: String) {
        running.removeAll { $0.node === node && $0.key == key }
    }

    /// Runs `action` once `duration` has passed on the clock (at the next frame under reduced motion).
    func addCompletion(_ action: @escaping @MainActor () -> Void, after duration: Double) {
        completions.append((clock.now + (reducesMotion ? 0 : duration), action))
    }

    /// Ends the animations whose time is up: their nodes hear `animationDidFinish(key:)`, and due
    /// completions run. Returns whether anything ended.
    @discardableResult
    func finishDueAnimations() -> Bool {
        let now = clock.now
        var finished: [(any AnimationTarget, String)] = []
        running.removeAll { entry in
            guard let node = entry.node, node.isMounted else { return true }
            guard now - entry.start >= entry.animation.totalDuration else { return false }
            finished.append((node, entry.key))
            return true
        }
        for (node, key) in finished { node.animationDidFinish(key: key) }
        let due = completions.filter { $0.end <= now }
        completions.removeAll { $0.end <= now }
        for completion in due { completion.action() }
        return !finished.isEmpty || !due.isEmpty
    }
}
