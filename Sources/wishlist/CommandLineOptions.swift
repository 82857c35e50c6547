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

    /// The app configuration these options make.
    var configuration: LaunchConfiguration {
        var configuration = LaunchConfiguration()
        configuration.isDemo = demo
        configuration.dataDirectory = dataDirectory
        if let currencyCode { configuration.currencyCode = currencyCode }
        return configuration
    }

    /// The help text, in the sections of a man page.
    static let usage = """
        Usage: wishlist [--data-dir DIR] [--demo] [--currency CODE] [--theme light|dark] [--no-color] [--no-mouse]
                        [--reduce-motion] [--help] [--version]

        Plan travel in the terminal: trips, a travel budget, flights.

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
          --reduce-motion   end every animation at once (or TERMUI_REDUCE_MOTION=1)
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
          XDG_DATA_HOME         the data is kept in $XDG_DATA_HOME/wishlist (an absolute path; when it is not
                                set, ~/.local/share/wishlist in HOME)

        EXIT STATUS
          0      the app quit (q, Ctrl-C), or --help or --version was shown
          2      the app cannot run here: standard input or output is not a terminal, TERM is unknown or
                 cannot move the cursor, the locale is not UTF-8, or the data cannot be opened (another
                 copy of wishlist uses it, say); one line on standard error says which
          64     a usage error: an unknown option, or an option's value missing or wrong
          128+N  ended by signal N: 129 for SIGHUP (the terminal closed), 143 for SIGTERM
        """

    /// Parses the arguments (without the program name). Unknown options are a usage error (status 64). An
    /// option's value is the next argument or follows an equals sign (`--data-dir=DIR`).
    static func parse(_ arguments: [String]) -> Outcome {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, attached) = split(argument)
            if attached != nil, flags.contains(name) {
                return .exit(message: "wishlist: \(name) takes no value (see wishlist --help)", status: 64)
            }
            switch name {
            case "--data-dir", "--currency", "--theme":
                let value: String
                if let attached {
                    value = attached
                } else {
                    guard let next = remaining.popFirst(), !next.hasPrefix("-") || next == "-" else {
                        return .exit(message: "wishlist: \(name) needs a value (see wishlist --help)", status: 64)
                    }
                    value = next
                }
                switch name {
                case "--data-dir":
                    guard !value.isEmpty else { return .exit(message: "wishlist: --data-dir needs a directory", status: 64) }
                    options.dataDirectory = value
                case "--currency":
                    let code = value.uppercased()
                    guard Locale.commonISOCurrencyCodes.contains(code) else {
                        return .exit(message: "wishlist: unknown currency '\(quoted(value))' (use an ISO code such as USD, EUR, JPY)", status: 64)
                    }
                    options.currencyCode = code
                default:
                    switch value {
                    case "light": options.theme = .light
                    case "dark": options.theme = .dark
                    default:
                        return .exit(message: "wishlist: --theme is light or dark, not '\(quoted(value))' (see wishlist --help)", status: 64)
                    }
                }
            case "--demo": options.demo = true
            case "--no-color": options.noColor = true
            case "--reduce-motion": options.reduceMotion = true
            case "--no-mouse": options.noMouse = true
            case "-h", "--help": return .exit(message: usage, status: 0)
            case "--version": return .exit(message: "wishlist \(version)", status: 0)
            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                return .exit(message: "wishlist: \(kind) '\(quoted(argument))' (see wishlist --help)", status: 64)
            }
        }
        return .run(options)
    }

    /// The long options that take no value.
    private static let flags: Set = ["--demo", "--no-color", "--no-mouse", "--reduce-motion", "--help", "--version"]

    /// A long option and the value after its equals sign (`--currency=EUR`); any other argument whole, with no
    /// value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// An argument as a message quotes it: as the screen shows text (ESC as ␛), and short.
    private static func quoted(_ argument: String) -> String {
        argument.sanitizedForTerminal(maxLength: 60)
    }
}
