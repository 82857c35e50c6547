/// A view that goes through phases, each change animated, as SwiftUI's `PhaseAnimator`: `content` is drawn for
/// the phase it is in, and each step to the next phase changes it with the animation `animation` gives for that
/// phase (nil: at once). Without a trigger it cycles for as long as it is on screen; with one, each change of
/// the trigger runs through the phases once and back to the first. In a terminal the steps are those of the
/// animations TermUI draws (opacity, offsets, scales in cells); a step waits for its animation's duration.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Counts the runs started: a step of an older run, or of a view gone from the screen, stops there.
    @State private var run = 0

    /// A view that runs through `phases` once, and back to the first, each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// A view that cycles through `phases` while it is on screen.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content for the phase it is in.
    public var body: some View {
        Group {
            if phases.isEmpty {
                EmptyView()
            } else {
                content(phases[min(index, phases.count - 1)])
            }
        }
        .onAppear { if trigger == nil { start(cycling: true) } }
        .onChange(of: trigger) { start(cycling: false) }
        .onDisappear { run += 1 }
    }

    /// Starts a run from the first phase.
    private func start(cycling: Bool) {
        guard phases.count > 1 else { return }
        run += 1
        index = 0
        step(to: 1, run: run, cycling: cycling)
    }

    /// Moves to the phase at `next` with its animation, and on to the one after it once the animation is done;
    /// a run that is not the latest stops.
    private func step(to next: Int, run current: Int, cycling: Bool) {
        guard current == run else { return }
        let target = next % phases.count
        let stepAnimation = animation(phases[target])
        // A step without an animation changes at once and waits a frame, so that a cycle never spins.
        let pace = (stepAnimation?.totalDuration ?? 0) > 0 ? stepAnimation : .linear(duration: 1.0 / 60)
        withAnimation(stepAnimation) { index = target }
        withAnimation(pace, {}) {
            guard target != 0 || cycling else { return }
            step(to: target + 1, run: current, cycling: cycling)
        }
    }
}

/// The trigger of a `PhaseAnimator` or a `KeyframeAnimator`, of whatever `Equatable` type it is.
struct PhaseTrigger: Equatable {
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (lhs: PhaseTrigger, rhs: PhaseTrigger) -> Bool {
        lhs.isEqual(rhs.value)
    }
}

extension View {
    /// Runs this view through `phases` once, and back to the first, each time `trigger` changes: `content`
    /// changes it for each phase, with the animation `animation` gives for that phase (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Cycles this view through `phases` while it is on screen (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
