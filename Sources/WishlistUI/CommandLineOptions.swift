import Foundation
import TermUI

/// The command line of `wishlist`, parsed.
public struct CommandLineOptions: Equatable, Sendable {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// What the command line asks for: run the app, or print something and exit with a status.
    public enum Outcome: Equatable, Sendable {
        /// Run with these options.
        case run(CommandLineOptions)
        /// Print the message (to stdout for status 0, else stderr) and exit.
        case exit(message: String, status: Int32)
    }

    /// Run on the built-in sample data and write nothing.
    public var demo = false
    /// No colours.
    public var noColor = false
    /// Animations end at once.
    public var reduceMotion = false
    /// Where the data lives (`--data-dir`).
    public var dataDirectory: String?
    /// The currency amounts are shown in (`--currency`).
    public var currencyCode: String?
    /// Whether the terminal's background is light or dark (`--theme`); nil follows the terminal.
    public var theme: ColorScheme?

    /// The app configuration these options make.
    public var configuration: LaunchConfiguration {
        var configuration = LaunchConfiguration()
        configuration.isDemo = demo
        configuration.dataDirectory = dataDirectory
        if let currencyCode { configuration.currencyCode = currencyCode }
        return configuration
    }

    /// The help text.
    public static let usage = """
        Usage: wishlist [--data-dir DIR] [--demo] [--currency CODE] [--theme light|dark] [--no-color] [--reduce-motion]
                       [--help] [--version]

        Plan travel in the terminal: trips, a travel budget, flights.

        Options:
          --data-dir DIR    keep the data in DIR (default: $XDG_DATA_HOME/wishlist or ~/.local/share/wishlist)
          --demo            run on the built-in sample data and write nothing
          --currency CODE   show amounts in this currency, e.g. EUR (default: the locale's, else USD)
          --theme THEME     colours for a light or dark terminal background: light or dark (default: what
                            COLORFGBG says, else dark)
          --no-color        use no colours (NO_COLOR in the environment does the same)
          --reduce-motion   end every animation at once (or TERMUI_REDUCE_MOTION=1)
          -h, --help        show this help and exit
          --version         show the version and exit

        Keys: ↑↓ move, Enter opens, Esc goes back, 1-4 sections, Tab columns, + adds, d deletes, / searches,
        q quits, Ctrl-C quits from anywhere, ? every key of the screen.
        """

    /// Parses the arguments (without the program name). Unknown options are a usage error (status 64).
    public static func parse(_ arguments: [String]) -> Outcome {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--data-dir", "--currency":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
                    return .exit(message: "wishlist: \(argument) needs a value (see wishlist --help)", status: 64)
                }
                if argument == "--data-dir" {
                    guard !value.isEmpty else { return .exit(message: "wishlist: --data-dir needs a directory", status: 64) }
                    options.dataDirectory = value
                } else {
                    let code = value.uppercased()
                    guard Locale.commonISOCurrencyCodes.contains(code) else {
                        return .exit(message: "wishlist: unknown currency '\(masked(value))' (use an ISO code such as USD, EUR, JPY)", status: 64)
                    }
                    options.currencyCode = code
                }
            case "--theme":
                switch remaining.popFirst() {
                case "light": options.theme = .light
                case "dark": options.theme = .dark
                default: return .exit(message: "wishlist: --theme needs light or dark (see wishlist --help)", status: 64)
                }
            case "--demo": options.demo = true
            case "--no-color": options.noColor = true
            case "--reduce-motion": options.reduceMotion = true
            case "-h", "--help": return .exit(message: usage, status: 0)
            case "--version": return .exit(message: "wishlist \(version)", status: 0)
            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                return .exit(message: "wishlist: \(kind) '\(masked(argument))' (see wishlist --help)", status: 64)
            }
        }
        return .run(options)
    }

    /// An argument made safe to print: control characters become "?".
    private static func masked(_ argument: String) -> String {
        argument.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined()
    }
}
