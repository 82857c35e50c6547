import Dispatch
import Foundation

/// Runs a root view in the real terminal: waits for input (using no CPU while idle), handles each batch of
/// events, then draws at most one frame; resizes and signals arrive through the same main-thread loop.
@MainActor
final class TerminalRunLoop {
    private let terminal: CursesTerminal
    private let renderer: Renderer
    private var session: AppSession?
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    private var animationFrameScheduled = false
    /// Wakes the loop at the next date a `TimelineView` waits for; set after every frame.
    private let timelineTimer = DispatchSource.makeTimerSource(queue: .main)
    private var timelineWake: Date?
    private let trace = RunLoopTrace.fromEnvironment()

    private init(terminal: CursesTerminal, renderer: Renderer) {
        self.terminal = terminal
        self.renderer = renderer
    }

    /// Starts the app; never returns (the process exits when the app ends).
    static func run<Content: View>(_ content: Content, options: LaunchOptions) -> Never {
        let name = options.programName
        if let problem = TerminalCheck.problem(programName: name) { fail(problem) }
        var savedModes = termios()
        let hasModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
        // Before ncurses starts, so that it leaves these signals to us.
        guard let signalDescriptor = SignalPipe.open(for: [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT, SIGQUIT]) else {
            fail("\(name): cannot set up signal handling")
        }
        signal(SIGPIPE, SIG_IGN)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(usesColor: options.usesColor)
        } catch {
            fail("\(name): \(error)")
        }
        TerminalRestoration.install(for: terminal, savedModes: hasModes ? savedModes : nil, descriptor: STDIN_FILENO)
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = options.reduceMotion
        environment.usesColor = terminal.colorDepth != .none
        let renderer = Renderer(content, terminal: terminal, environment: environment)
        let loop = TerminalRunLoop(terminal: terminal, renderer: renderer)
        loop.start(signalDescriptor: signalDescriptor)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }

    private func start(signalDescriptor: Int32) -> Never {
        session = AppSession(renderer: renderer) { [weak self] in self?.finish(status: 0) }
        renderer.onNeedsFrame = { [weak self] in self?.scheduleFrame() }
        if let input = terminal.inputDescriptor {
            addSource(descriptor: input) { loop in loop.readInput() }
        }
        addSource(descriptor: signalDescriptor) { loop in
            for signalNumber in SignalPipe.drain(signalDescriptor) { loop.handle(signal: signalNumber) }
        }
        timelineTimer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.timelineWake = nil
                self?.drawFrame()
            }
        }
        timelineTimer.resume()
        renderer.renderIfNeeded(force: true)
        scheduleTimelineWake()
        trace?.firstFrameDrawn()
        dispatchMain()
    }

    private func addSource(descriptor: Int32, handler: @escaping @MainActor (TerminalRunLoop) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        source.resume()
        sources.append(source)
    }

    private func readInput() {
        let start = DispatchTime.now().uptimeNanoseconds
        let events = terminal.readEvents()
        for event in events { session?.handle(event) }
        drawFrame()
        trace?.inputHandled(keys: events.count, since: start)
    }

    private func handle(signal signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH, SIGCONT:
            session?.handle(.resize(terminal.refreshSize()))
            if signalNumber == SIGCONT { terminal.invalidateScreen() }
        case SIGTSTP:
            session?.handle(.key(.control("z")))
        default:
            finish(status: 128 + signalNumber)
        }
        drawFrame()
    }

    /// Draws a frame soon, once, however many changes ask for one before it.
    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawFrame() }
        }
    }

    private func drawFrame() {
        frameScheduled = false
        guard session?.quitRequested != true else { return }
        renderer.renderIfNeeded()
        if renderer.isAnimating { scheduleAnimationFrame() }
        scheduleTimelineWake()
    }

    /// Sets the timer to the next date a timeline view waits for (on the wall clock, so that a clock change or
    /// a suspended machine still wakes it on time); with none, the timer stays off.
    private func scheduleTimelineWake() {
        let next = renderer.nextTimelineDate
        guard next != timelineWake else { return }
        timelineWake = next
        if let next {
            let delay = max(0, next.timeIntervalSinceNow)
            timelineTimer.schedule(wallDeadline: .now() + delay, leeway: .milliseconds(20))
        } else {
            timelineTimer.schedule(wallDeadline: .distantFuture)
        }
    }

    /// While something animates, the next frame comes a 60th of a second later; when nothing does, no timer
    /// runs and the loop sleeps until input.
    private func scheduleAnimationFrame() {
        guard !animationFrameScheduled else { return }
        animationFrameScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(16)) { [weak self] in
            MainActor.assumeIsolated {
                self?.animationFrameScheduled = false
                self?.drawFrame()
            }
        }
    }

    private func finish(status: Int32) -> Never {
        for source in sources { source.cancel() }
        timelineTimer.cancel()
        renderer.tearDown()
        TerminalRestoration.restoreNow()
        trace?.write()
        exit(status)
    }
}
