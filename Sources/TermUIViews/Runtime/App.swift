import Foundation
import TermUIBase

/// A terminal app, as in SwiftUI: `@main struct MyApp: App { var body: some Scene { WindowGroup { ... } } }`.
///
/// `@State` properties of the app live as long as it runs.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's scenes (in a terminal, the first window group is shown).
    @SceneBuilder var body: Body { get }
    /// Makes the app.
    init()
}

/// The view at the root of an app: the content of its window group, evaluated under observation so that the
/// app's own state can change it; with windows that have identifiers, the `WindowStack` that opens them, and
/// with a `Settings` scene, the sheet that shows it. The app's dynamic properties are this view's
/// (`DynamicPropertyHolder`): its `@State` lives in this view's node, as long as the app runs, and setting it
/// evaluates the app's body again.
package struct AppRootView<A: App>: View, DynamicPropertyHolder {
    let app: A

    package init(app: A) {
        self.app = app
    }

    package var body: some View {
        let scenes = app.body
        var window = windowContent(of: scenes)
        if !windowIDs(of: scenes).isEmpty {
            window = AnyView(WindowStack(main: window) { id in windowContentIfAny(of: scenes, id: id) })
        }
        guard let settings = settingsContentIfAny(of: scenes) else { return window }
        return AnyView(window.modifier(SettingsPresentation(settings: settings)))
    }
}

/// How an app runs in the terminal.
public struct LaunchOptions: Sendable {
    /// Whether to use colours at all; `NO_COLOR` turns them off whatever this says.
    public var usesColor: Bool
    /// Whether animations end at once.
    public var reduceMotion: Bool
    /// The program's name for messages on standard error.
    public var programName: String
    /// Whether the app takes the mouse (clicks and the wheel); without it the terminal keeps its own text
    /// selection. Where the app has it, most terminals still select text with Shift held.
    public var usesMouse: Bool
    /// Whether the terminal's background is light or dark; nil when neither the app nor the terminal says,
    /// and the app is drawn for a dark one.
    public var colorScheme: ColorScheme?
    /// The app's data directory, where `@AppStorage` (`AppStorage.plist`) and `@SceneStorage`
    /// (`SceneStorage/main.plist`) keep their values; nil keeps them in memory. TermUI only: SwiftUI keeps
    /// them in the app's container.
    public var dataDirectory: URL?
    /// How pictures go to the terminal whatever it answers (`--graphics`); nil: `TERMUI_GRAPHICS`, else what the
    /// terminal answers at the start (`GraphicsSupport`).
    public var graphics: GraphicsProtocol?
    /// The file a `DocumentGroup` opens first; nil starts with a new document. `App.main()` sets it to the
    /// first argument of the command line that is not an option. TermUI only: SwiftUI's documents come from
    /// the system's document browser.
    public var documentURL: URL?

    /// Options from the environment: `NO_COLOR` (any value) turns colours off, `TERMUI_REDUCE_MOTION=1`
    /// reduces motion, and `COLORFGBG` (as "15;0", light text on a dark background) gives the colour scheme
    /// when `colorScheme` is nil.
    public init(
        usesColor: Bool = true, reduceMotion: Bool = false, usesMouse: Bool = true, colorScheme: ColorScheme? = nil,
        programName: String? = nil, dataDirectory: URL? = nil, graphics: GraphicsProtocol? = nil,
        documentURL: URL? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.documentURL = documentURL
        self.graphics = graphics
        let environment = ProcessInfo.processInfo.environment
        self.usesColor = usesColor && (environment["NO_COLOR"] ?? "").isEmpty
        self.colorScheme = colorScheme ?? TerminalColorSupport.colorScheme(colorFGBG: environment["COLORFGBG"])
        self.reduceMotion = reduceMotion || environment["TERMUI_REDUCE_MOTION"] == "1"
        self.usesMouse = usesMouse
        self.programName = programName
            ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    }
}
