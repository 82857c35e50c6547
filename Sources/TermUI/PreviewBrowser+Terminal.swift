import TermUICurses

extension PreviewBrowser {
    /// Shows every preview of the program in the terminal until the user quits; the process then exits with the
    /// terminal restored. `App.main()` runs it for `--previews`; an app with a command line of its own calls it
    /// for its own flag.
    public static func run(options: LaunchOptions = LaunchOptions()) -> Never {
        CursesLauncher.run(PreviewBrowser(), options: options)
    }
}
