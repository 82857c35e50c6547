import TermUIBase
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
    /// restored. It does not start, and exits with status 2 after saying why on standard error (in the language
    /// of `LC_MESSAGES`), where the terminal cannot be used, or where a `DocumentGroup` is given a file
    /// (`options.documentURL`) that is a folder, or in a folder that does not exist.
    ///
    /// SwiftUI has no such method (the system makes the app with `init()`); here a command line can make the
    /// app from what it parsed, and run that.
    public func run(options: LaunchOptions = LaunchOptions()) -> Never {
        if let file = options.documentURL, let problem = DocumentLaunchProblem.check(file, in: Body.self) {
            let sentence = problem.sentence(languages: LocaleCategories.process.languages)
            StandardStream.error.write("\(options.programName): \(sentence)")
            exit(2)
        }
        CursesLauncher.run(AppRootView(app: self), options: options)
    }
}
