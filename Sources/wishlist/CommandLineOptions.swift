import Foundation
import TermUI
import WishlistUI

/// The command line of `wishlist`, parsed.
struct CommandLineOptions: Equatable, Sendable {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// What the command line asks for: run the app, or print something and exit with a status.
    enum Outcome: Equatable, Sendable {
        /// Run with these options.
        case run(CommandLineOptions)
        /// Print the message (to stdout for status 0, else stderr) and exit.
        case exit(message: String, status: Int32)
        /// Show the screens' previews (`--previews`, alone), on the sample data, writing nothing.
        case previews
        /// Run the command `name` (one of `Subcommands.all`) with `arguments`, those after its name, and the
        /// `--data-dir` given before it, if one was.
        case subcommand(name: String, arguments: [String], dataDirectory: String?)
    }

    /// Run on the built-in sample data and write nothing.
    var demo = false
    /// No colours.
    var noColor = false
    /// Animations end at once.
    var reduceMotion = false
    /// The mouse left to the terminal (its own text selection).
    var noMouse = false
    /// Where the data lives (`--data-dir`).
    var dataDirectory: String?
    /// The currency amounts are shown in (`--currency`).
    var currencyCode: String?
    /// Whether the terminal's background is light or dark (`--theme`); nil follows the terminal.
    var theme: ColorScheme?
    /// How pictures go to the terminal (`--graphics`); nil: `TERMUI_GRAPHICS`, else what the terminal answers.
    var graphics: GraphicsProtocol?

    /// The app configuration these options make.
    var configuration: LaunchConfiguration {
        var configuration = LaunchConfiguration()
        configuration.isDemo = demo
        configuration.dataDirectory = dataDirectory
        if let currencyCode { configuration.currencyCode = currencyCode }
        return configuration
    }

    /// The help text, in the sections of a man page, in the language of `LC_MESSAGES`.
    static var usage: String { usage(in: .process) }

    /// The help text in the language of `locales`' messages (WishlistUI's tables, key `wishlist.usage`).
    static func usage(in locales: LocaleCategories) -> String {
        locales.localized(key: "wishlist.usage", defaultValue: """
        Usage: wishlist [--data-dir DIR] [--demo] [--currency CODE] [--theme light|dark] [--no-color] [--no-mouse]
                        [--graphics kitty|sixel|iterm|none] [--reduce-motion] [--help] [--version]
               wishlist [--data-dir DIR] COMMAND [ARGUMENTS]   (wishlist COMMAND --help says more)
               wishlist --previews

        Plan travel in the terminal: trips, a travel budget, flights.

        COMMANDS
          For scripts: they need no terminal, and write their data on standard output and their messages on
          standard error; wishlist COMMAND --help says more, with the command's exit status.
        \(Subcommands.helpLines(in: locales))

        OPTIONS
          --data-dir DIR    keep the data in DIR (default: $XDG_DATA_HOME/wishlist or ~/.local/share/wishlist)
          --demo            run on the built-in sample data and write nothing
          --currency CODE   the currency of new expenses, e.g. EUR, and of those an earlier version kept
                            without one (default: LC_MONETARY's, else USD); each amount shows in its own
          --theme THEME     colours for a light or dark terminal background: light or dark (default: what
                            COLORFGBG says, else dark)
          --no-color        use no colours (NO_COLOR in the environment does the same)
          --no-mouse        leave the mouse to the terminal, for its own text selection (with the mouse on,
                            most terminals select text with Shift held)
          --graphics WAY    how pictures are shown: kitty, sixel or iterm (the terminal's image protocols), or
                            none (half blocks, two pixels a character) (default: TERMUI_GRAPHICS, else what
                            the terminal answers when asked at the start)
          --reduce-motion   end every animation at once (or TERMUI_REDUCE_MOTION=1)
          --previews        browse the screens' previews on the sample data instead (alone, with no other
                            argument; it reads and writes no data)
          -h, --help        show this help and exit
          --version         show the version and exit
          A value may also follow its option after an equals sign: --data-dir=DIR, --currency=EUR.

        KEYS
          ↑↓ move, Enter opens, Esc goes back, 1-4 sections, Tab columns, + adds, d deletes, / searches,
          q quits, Ctrl-C quits from anywhere, Ctrl-Z suspends (fg resumes), ? or F1 (also while typing)
          every key of the screen.

        ENVIRONMENT
          TERM                  the terminal's type; it must be one terminfo knows that can move the cursor
                                (dumb cannot)
          LANG, LC_ALL          the locale, and its character set, which must be UTF-8 (with none set,
                                C.UTF-8 is used); LC_ALL over each category's own variable over LANG:
          LC_MONETARY           how amounts are written, and the currency by default
          LC_NUMERIC            how numbers are written and read
          LC_TIME               how dates and times are written
          LC_MESSAGES           the language
          NO_COLOR              when set and not empty, no colours, as --no-color
          COLORTERM             truecolor or 24bit: the terminal shows 24-bit colour (used through TERM's
                                direct-colour entry, such as xterm-direct, where terminfo has one)
          COLORFGBG             the terminal's text and background colours ("0;15" is light); a light
                                background gets colours for it, unless --theme says otherwise
          TERMUI_REDUCE_MOTION  when 1, every animation ends at once, as --reduce-motion
          TERMUI_GRAPHICS       kitty, sixel, iterm or none: how pictures are shown, as --graphics
          XDG_DATA_HOME         the data is kept in $XDG_DATA_HOME/wishlist (an absolute path; when it is not
                                set, ~/.local/share/wishlist in HOME)

        EXIT STATUS
          0      the app quit (q, Ctrl-C), or --help or --version was shown
          2      the app cannot run here: standard input or output is not a terminal, TERM is unknown or
                 cannot move the cursor, the locale is not UTF-8, or the data cannot be opened (another
                 copy of wishlist uses it, say); one line on standard error says which
          64     a usage error: an unknown option, or an option's value missing or wrong
          128+N  ended by signal N: 129 for SIGHUP (the terminal closed), 143 for SIGTERM
          (These are the app's; a command's are in its help.)
        """)
    }

    /// Parses the arguments (without the program name). Unknown options are a usage error (status 64). An
    /// option's value is the next argument or follows an equals sign (`--data-dir=DIR`). The name of a command
    /// (`Subcommands`) ends the app's options: the arguments after it are the command's, and only `--data-dir`
    /// may come before it.
    static func parse(_ arguments: [String]) -> Outcome {
        do {
            return try parseOrThrow(arguments)
        } catch {
            return .exit(message: error.message, status: ExitStatus.usage.rawValue)
        }
    }

    private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> Outcome {
        // TermUI's own rule, as every TermUI app has it: `--previews` alone.
        if PreviewBrowser.isRequested(byArguments: arguments) { return .previews }
        var options = CommandLineOptions()
        var reader = ArgumentReader(arguments, command: "wishlist")
        // The first of the app's own options given, which no command takes.
        var appOption: String?
        while let (name, attached, argument) = reader.next() {
            if attached != nil, flags.contains(name) {
                throw reader.usage(messageLocales.localized("\(name) takes no value"))
            }
            if name != "--data-dir", name.hasPrefix("-"), !["-h", "--help", "--version"].contains(name) {
                appOption = appOption ?? name
            }
            switch name {
            case "--data-dir", "--currency", "--theme", "--graphics":
                let value = try reader.value(of: name, attached: attached)
                switch name {
                case "--data-dir":
                    guard !value.isEmpty else { throw UsageError(message: messageLocales.localized("wishlist: --data-dir needs a directory")) }
                    options.dataDirectory = value
                case "--currency":
                    let code = value.uppercased()
                    guard Locale.commonISOCurrencyCodes.contains(code) else {
                        throw UsageError(message: "wishlist: " + messageLocales.localized("unknown currency '\(ArgumentReader.quoted(value))' (use an ISO code such as USD, EUR, JPY)"))
                    }
                    options.currencyCode = code
                case "--graphics":
                    guard let graphics = GraphicsProtocol(rawValue: value) else {
                        throw reader.usage(messageLocales.localized("--graphics is kitty, sixel, iterm or none, not '\(ArgumentReader.quoted(value))'"))
                    }
                    options.graphics = graphics
                default:
                    switch value {
                    case "light": options.theme = .light
                    case "dark": options.theme = .dark
                    default: throw reader.usage(messageLocales.localized("--theme is light or dark, not '\(ArgumentReader.quoted(value))'"))
                    }
                }
            case "--demo": options.demo = true
            case "--previews": throw reader.usage(messageLocales.localized("--previews goes alone, with no other argument"))
            case "--no-color": options.noColor = true
            case "--reduce-motion": options.reduceMotion = true
            case "--no-mouse": options.noMouse = true
            case "-h", "--help": return .exit(message: usage, status: 0)
            case "--version": return .exit(message: "wishlist \(version)", status: 0)
            default:
                guard let command = Subcommands.named(argument) else { throw reader.unknown(argument) }
                if let appOption {
                    throw reader.usage(messageLocales.localized("\(appOption) is an option of the app, not of \(command.name)"))
                }
                return .subcommand(name: command.name, arguments: reader.rest(), dataDirectory: options.dataDirectory)
            }
        }
        return .run(options)
    }

    /// The long options that take no value.
    private static let flags: Set = ["--demo", "--no-color", "--no-mouse", "--reduce-motion", "--help", "--version"]
}
