import Foundation

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

    /// The app configuration these options make.
    public var configuration: LaunchConfiguration {
        var configuration = LaunchConfiguration()
        configuration.isDemo = demo
        return configuration
    }

    /// The help text.
    public static let usage = """
        Usage: wishlist [--demo] [--no-color] [--reduce-motion] [--help] [--version]

        Plan travel in the terminal: trips, a travel budget, flights.

        Options:
          --demo            run on the built-in sample data and write nothing
          --no-color        use no colours (NO_COLOR in the environment does the same)
          --reduce-motion   end every animation at once (or TERMUI_REDUCE_MOTION=1)
          -h, --help        show this help and exit
          --version         show the version and exit

        Keys: ↑↓ move, q quits, Ctrl-C quits from anywhere.
        """

    /// Parses the arguments (without the program name). Unknown options are a usage error (status 64).
    public static func parse(_ arguments: [String]) -> Outcome {
        var options = CommandLineOptions()
        for argument in arguments {
            switch argument {
            case "--demo": options.demo = true
            case "--no-color": options.noColor = true
            case "--reduce-motion": options.reduceMotion = true
            case "-h", "--help": return .exit(message: usage, status: 0)
            case "--version": return .exit(message: "wishlist \(version)", status: 0)
            default:
                let shown = argument.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined()
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                return .exit(message: "wishlist: \(kind) '\(shown)' (see wishlist --help)", status: 64)
            }
        }
        return .run(options)
    }
}
