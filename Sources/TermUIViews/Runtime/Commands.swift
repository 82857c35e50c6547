/// Commands an app adds to its menus, as SwiftUI's `Commands`, given to a scene with `.commands { }`. A
/// terminal has no menu bar: the commands' buttons are in the window without being drawn or taking focus, and
/// those with a `.keyboardShortcut` answer it from anywhere in the window, listed in the key-hint bar and the
/// help (`?`) with the screen's keys. A command without a shortcut cannot be reached.
@MainActor @preconcurrency
public protocol Commands {
    /// The commands this one is made of.
    associatedtype Body: Commands
    /// The content of the commands.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never {
        fatalError("\(Self.self) is primitive commands; its body is never evaluated")
    }
}

/// Commands whose buttons are views in the window (`CommandMenu`, and the commands that group them).
@MainActor
protocol ViewCommands {
    /// The buttons, as views.
    var commandViews: AnyView { get }
}

/// The buttons of some commands, as views.
@MainActor
func commandViews<C: Commands>(of commands: C) -> AnyView {
    if let primitive = commands as? any ViewCommands { return primitive.commandViews }
    return commandViews(of: commands.body)
}

/// Builds commands, as SwiftUI's `CommandsBuilder`.
@MainActor @resultBuilder
public enum CommandsBuilder {
    /// One command passes through.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several commands go together.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }
}

/// Several commands together, as a `CommandsBuilder` block of more than one makes.
public struct TupleCommands<each Content: Commands>: Commands, ViewCommands {
    let commands: (repeat each Content)

    init(_ commands: repeat each Content) {
        self.commands = (repeat each commands)
    }

    var commandViews: AnyView {
        var views: [AnyView] = []
        for command in repeat each commands { views.append(TermUIViews.commandViews(of: command)) }
        return AnyView(ForEach(views.indices, id: \.self) { views[$0] })
    }
}

/// A menu of commands, as SwiftUI's `CommandMenu`: in a terminal, buttons whose keyboard shortcuts work
/// anywhere in the window (see `Commands`); the menu's name is not shown.
public struct CommandMenu<Content: View>: Commands, ViewCommands {
    let content: Content

    /// A menu named by a key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu named by a text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu named by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var commandViews: AnyView { AnyView(content) }
}

/// A scene with commands: the scene's window with the commands' buttons in it, not drawn and not focusable.
public struct CommandsScene<Base: Scene, Content: Commands>: Scene, WindowContentScene, IdentifiedWindowScene {
    let base: Base
    let commands: Content

    var windowContent: AnyView? {
        guard let window = windowContentIfAny(of: base) else { return nil }
        let buttons = commandViews(of: commands)
        return AnyView(window.windowCommands { buttons })
    }
}

extension CommandsScene {
    /// The base scene's window with the identifier (the commands are the first window's).
    func windowContent(id: String) -> AnyView? {
        windowContentIfAny(of: base, id: id)
    }

    var windowIDs: [String] { TermUIViews.windowIDs(of: base) }
}

extension View {
    /// Puts buttons in the window as commands: not drawn and not focusable, their keyboard shortcuts answered
    /// from anywhere in the window (a scene's `.commands`, a `DocumentGroup`'s Ctrl-S).
    func windowCommands<Buttons: View>(@ViewBuilder _ buttons: () -> Buttons) -> some View {
        background {
            buttons()
                .environment(\.controlContext, .commands)
                .frame(width: 0, height: 0)
                .clipped()
        }
    }
}

extension Scene {
    /// Adds commands to the scene's window: their buttons' keyboard shortcuts work anywhere in it (see
    /// `Commands`).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(base: self, commands: content())
    }
}
