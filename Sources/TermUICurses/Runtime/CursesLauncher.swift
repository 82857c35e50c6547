import Dispatch
import Foundation
import TermUIBase
import TermUIViews

/// Runs an app in the real terminal: checks the terminal, starts ncurses, owns the process's signals, the
/// terminal modes from before the start and their restoration, and feeds the run loop with what arrives on the
/// input and the signal pipe. The loop itself knows only the `Terminal` protocol.
@MainActor
package final class CursesLauncher: RunLoopHost {
    private let terminal: CursesTerminal
    private let signalDescriptor: Int32
    private var loop: TerminalRunLoop?
    private var sources: [any DispatchSourceProtocol] = []

    private init(terminal: CursesTerminal, signalDescriptor: Int32) {
        self.terminal = terminal
        self.signalDescriptor = signalDescriptor
    }

    /// Starts the app; never returns (the process exits when the app ends).
    package static func run<Content: View>(_ content: Content, options: LaunchOptions) -> Never {
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
            terminal = try CursesTerminal(
                usesColor: options.usesColor, usesMouse: options.usesMouse, colorScheme: options.colorScheme ?? .dark,
                graphics: options.graphics)
        } catch {
            fail("\(name): \(error)")
        }
        TerminalRestoration.install(for: terminal, savedModes: hasModes ? savedModes : nil, descriptor: STDIN_FILENO)
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = options.reduceMotion
        environment.colorDepth = terminal.colorDepth
        environment.colorScheme = terminal.colorScheme
        environment.graphics = terminal.graphics
        environment.documentLaunchFile = options.documentURL
        if let directory = options.dataDirectory {
            environment.defaultAppStorage = .store(PropertyListDefaults(contentsOf: directory.appendingPathComponent("AppStorage.plist")))
            environment.sceneStorage = PropertyListDefaults(
                contentsOf: directory.appendingPathComponent("SceneStorage").appendingPathComponent("main.plist"))
        }
        let renderer = Renderer(content, terminal: terminal, environment: environment)
        let launcher = CursesLauncher(terminal: terminal, signalDescriptor: signalDescriptor)
        let loop = TerminalRunLoop(
            renderer: renderer, clock: SystemClock(), scheduler: DispatchScheduler(), host: launcher,
            trace: RunLoopTrace.fromEnvironment())
        launcher.start(loop)
    }

    /// Writes why the app cannot start to standard error, as the screen would show it, and exits.
    private static func fail(_ message: String) -> Never {
        StandardStream.error.write(message)
        exit(2)
    }

    private func start(_ loop: TerminalRunLoop) -> Never {
        self.loop = loop
        if let input = terminal.inputDescriptor {
            watch(input) { $0.loop?.inputIsReady() }
        }
        watch(signalDescriptor) { launcher in
            for signalNumber in SignalPipe.drain(launcher.signalDescriptor) { launcher.handle(signal: signalNumber) }
        }
        loop.start()
        // Keys typed while the terminal started were read with its answers: no readable input announces them.
        if terminal.hasEventsRead { loop.inputIsReady() }
        dispatchMain()
    }

    private func watch(_ descriptor: Int32, handler: @escaping @MainActor (CursesLauncher) -> Void) {
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

    private func handle(signal signalNumber: Int32) {
        guard let loop else { return }
        switch signalNumber {
        case SIGWINCH, SIGCONT:
            if signalNumber == SIGCONT { terminal.invalidateScreen() }
            terminal.sizeMayHaveChanged()
            loop.inputIsReady()
        case SIGTSTP:
            loop.suspend()
        default:
            loop.finish(status: 128 + signalNumber)
        }
    }

    /// Stops the process group with the default action of SIGTSTP, returning when the shell continues it (fg).
    ///
    /// The whole group, as vim does (`kill(0, SIGTSTP)`), not only this process: started from a wrapper
    /// (`bash -c 'wishlist; echo'`) the shell waits for the wrapper, which has to stop too for the shell to say
    /// "Stopped" and take the terminal back. `fg` continues the group.
    package func stopProcess() {
        // The group's other processes first, with SIGTSTP ignored here so that this process's copy is dropped:
        // the kernel would hand it to any thread that does not block it (the main thread waits in
        // sigsuspend), which could take it after the handler below is back, and this process would not stop.
        var previous = sigaction()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGTSTP, &action, &previous)
        kill(0, SIGTSTP)
        // Then this process, with raise(), which sends to this thread alone. The loop's handlers run on a
        // dispatch thread, which blocks signals, so SIGTSTP is unblocked here for the moment it takes: raise()
        // then stops the process at once and returns when it is continued.
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(SIGTSTP, &action, nil)
        var stopSignal = sigset_t(), previousMask = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// Gives the terminal back and ends the process.
    package func runLoopDidFinish(status: Int32) {
        for source in sources { source.cancel() }
        TerminalRestoration.restoreNow()
        exit(status)
    }
}
