import TermUICurses

extension App {
    /// Runs the app in the terminal with options from the environment (`NO_COLOR`, `TERMUI_REDUCE_MOTION`);
    /// the first argument that is not an option names the file a `DocumentGroup` opens. Run with
    /// `--previews` alone, it shows the program's previews instead (`PreviewBrowser`).
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if PreviewBrowser.isRequested(byArguments: arguments) {
            PreviewBrowser.run(options: LaunchOptions())
        }
        main(options: LaunchOptions(documentURL: DocumentLaunchArguments.file(in: arguments)))
    }

    /// Runs the app in the terminal until the user quits. Never returns: the process exits with the terminal
    /// restored.
    public static func main(options: LaunchOptions) {
        Self().run(options: options)
    }

    /// Runs this app value in the terminal until the user quits; the process then exits with the terminal
    /// restored.
    ///
    /// SwiftUI has no such method (the system makes the app with `init()`); here a command line can make the
    /// app from what it parsed, and run that.
    public func run(options: LaunchOptions = LaunchOptions()) -> Never {
        CursesLauncher.run(AppRootView(app: self), options: options)
    }
}
