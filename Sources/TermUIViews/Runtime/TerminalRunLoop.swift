import Dispatch
import Foundation
import TermUIBase

/// The run loop of every TermUI app, over any `Terminal`: it takes the input events waiting, hands each to the
/// app, then draws one frame; it ticks animations at most 60 times a second and wakes timeline views at their
/// dates; between those it schedules nothing, so an idle app uses no CPU.
///
/// The clock and the timers come from outside: the curses launcher gives the system's, the test pilot a
/// manual clock it moves by hand. Tests so drive exactly the loop users run.
///
/// Ctrl-C and Ctrl-Z are the terminal's keys, not the views': Ctrl-C always quits and Ctrl-Z always suspends,
/// whatever has focus; only a document with unsaved changes asks first, and Ctrl-C again quits without saving.
/// Every other key goes along the responder path (`Renderer.send(_:)`).
@MainActor
package final class TerminalRunLoop {
    /// The shortest time between two animation frames.
    static let animationFrameInterval = AnimationTimelineSchedule.tick

    let renderer: Renderer
    private let clock: any FrameClock
    private unowned let host: any RunLoopHost
    private let trace: RunLoopTrace?
    /// Draws the next frame that is not for input: an animation tick, or a change made outside input.
    private var frameTimer: (any RunLoopTimer)?
    /// When the frame timer is set for, if it is.
    private var frameDeadline: Double?
    /// Wakes the loop at the next date a `TimelineView` waits for.
    private var timelineTimer: (any RunLoopTimer)?
    private var timelineWake: Date?
    /// When the next animation frame is due, on a grid of 60ths of a second from the first frame of the
    /// animation (so late timers do not slow it down); nil while nothing moves.
    private var animationTick: Double?
    /// Whether a batch of events is being handled (its frame comes after the last event).
    private var isHandlingInput = false
    /// Whether the app has ended.
    private(set) var hasFinished = false

    /// A loop for a renderer, on a clock and timers, in a process that `host` stops and ends.
    package init(
        renderer: Renderer, clock: any FrameClock, scheduler: any RunLoopScheduler, host: any RunLoopHost,
        trace: RunLoopTrace? = nil
    ) {
        self.renderer = renderer
        self.clock = clock
        self.host = host
        self.trace = trace
        frameTimer = scheduler.makeTimer { [weak self] in self?.drawFrame() }
        timelineTimer = scheduler.makeTimer { [weak self] in
            self?.timelineWake = nil
            self?.drawFrame()
        }
        renderer.onNeedsFrame = { [weak self] in self?.setNeedsFrame() }
        renderer.setQuitAction { [weak self] in self?.finish(status: 0) }
    }

    /// Draws the first frame (every cell) and sets the timers it asks for.
    package func start() {
        renderer.renderIfNeeded(force: true)
        scheduleTimers()
        trace?.firstFrameDrawn()
    }

    // MARK: Input

    /// Input waits at the terminal: reads every event waiting, handles them in order, then draws one frame.
    package func inputIsReady() {
        guard !hasFinished else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let events = renderer.terminal.readEvents()
        guard !events.isEmpty else { return }
        isHandlingInput = true
        for event in events where !hasFinished { handle(event) }
        isHandlingInput = false
        guard !hasFinished else { return }
        drawFrame()
        trace?.inputHandled(keys: events.count, since: start)
    }

    private func handle(_ event: InputEvent) {
        switch event {
        case .key(let press) where press.modifiers == .control && press.key == "c":
            renderer.requestQuit()
        case .key(let press) where press.modifiers == .control && press.key == "z":
            suspend()
        case .key(let press):
            renderer.send(press)
        case .paste(let text):
            renderer.paste(text)
        case .mouse(let report):
            renderer.mouse(report, at: clock.now)
        case .resize:
            renderer.terminalDidResize()
        case .endOfInput:
            finish(status: 0)
        }
    }

    /// Hands the terminal to the shell and stops until continued, then repaints everything; the views see
    /// `\.scenePhase` as `.background` meanwhile (set, and its changes applied, before the terminal is handed back).
    package func suspend() {
        guard !hasFinished else { return }
        renderer.setScenePhase(.background)
        renderer.terminal.suspend()
        host.stopProcess()
        renderer.terminal.resume()
        renderer.setScenePhase(.active)
        renderer.terminalDidResize()
        if !isHandlingInput { drawFrame() }
    }

    // MARK: Frames

    /// Something changed outside a batch of input (a change from another thread, a task): a frame follows
    /// soon, one for however many changes come before it. Within a batch the batch's own frame shows it.
    private func setNeedsFrame() {
        guard !isHandlingInput, !hasFinished else { return }
        setFrameTimer(at: clock.now)
    }

    /// Draws a frame if anything changed, then sets the timers for what comes next.
    package func drawFrame() {
        guard !hasFinished else { return }
        frameDeadline = nil
        frameTimer?.cancel()
        renderer.renderIfNeeded()
        scheduleTimers()
    }

    /// While something animates, the next frame comes a 60th of a second after the last animation frame; a
    /// completion waiting with nothing moving wakes the loop when it is due; timeline views wake it at their
    /// next date. With none of these, no timer is set.
    private func scheduleTimers() {
        let now = clock.now
        if renderer.hasMovingAnimations {
            let interval = Self.animationFrameInterval
            if let tick = animationTick, tick > now {
                // The next tick is still to come (this frame was for input): it stays where it is.
            } else if let tick = animationTick, tick + interval > now {
                animationTick = tick + interval
            } else {
                // The first frame of an animation, or frames fell behind: the grid starts again here.
                animationTick = now + interval
            }
        } else {
            animationTick = nil
        }
        if let next = animationTick ?? renderer.nextCompletionTime { setFrameTimer(at: next) }
        // Pictures held as half blocks while they moved show once the movement pauses.
        if let settle = renderer.pictureSettleTime { setFrameTimer(at: settle) }
        // The frame left work waiting (layout that kept changing state): the next frame does it, a tick later.
        if renderer.needsFrame { setFrameTimer(at: now + Self.animationFrameInterval) }
        let next = renderer.nextTimelineDate
        guard next != timelineWake else { return }
        timelineWake = next
        if let next { timelineTimer?.fire(at: next) } else { timelineTimer?.cancel() }
    }

    private func setFrameTimer(at time: Double) {
        if let frameDeadline, frameDeadline <= time { return }
        frameDeadline = time
        frameTimer?.fire(at: time)
    }

    // MARK: The end

    /// Ends the app: its views are taken down (so their disappear actions run, saving what they hold), the
    /// trace is written, and the host ends the process.
    package func finish(status: Int32) {
        guard !hasFinished else { return }
        hasFinished = true
        frameTimer?.cancel()
        timelineTimer?.cancel()
        renderer.tearDown()
        trace?.write()
        host.runLoopDidFinish(status: status)
    }
}
