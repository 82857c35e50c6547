import Testing
@testable import WishlistUI

/// Parsing the `wishlist` command line.
struct CommandLineOptionsTests {
    @Test func flagsSetOptions() {
        guard case .run(let options) = CommandLineOptions.parse(["--demo", "--no-color", "--reduce-motion"]) else {
            Issue.record("expected to run")
            return
        }
        #expect(options.demo && options.noColor && options.reduceMotion)
        #expect(options.configuration.isDemo)
    }

    @Test func helpAndVersionExitWithZero() {
        #expect(CommandLineOptions.parse(["--help"]) == .exit(message: CommandLineOptions.usage, status: 0))
        #expect(CommandLineOptions.parse(["--version"]) == .exit(message: "wishlist \(CommandLineOptions.version)", status: 0))
    }

    @Test func unknownArgumentsAreUsageErrorsWithControlCharactersMasked() {
        #expect(CommandLineOptions.parse(["--nope"]) == .exit(message: "wishlist: unknown option '--nope' (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["x\u{1b}[2J"]) == .exit(message: "wishlist: unexpected argument 'x?[2J' (see wishlist --help)", status: 64))
    }
}

/// The data directory and currency options.
struct DataOptionsTests {
    @Test func dataDirectoryAndCurrency() {
        guard case .run(let options) = CommandLineOptions.parse(["--data-dir", "/tmp/w", "--currency", "eur"]) else {
            Issue.record("expected to run")
            return
        }
        #expect(options.configuration.dataDirectory == "/tmp/w")
        #expect(options.configuration.currencyCode == "EUR")
    }

    @Test func missingValuesAndUnknownCurrenciesAreUsageErrors() {
        #expect(CommandLineOptions.parse(["--data-dir"]) == .exit(message: "wishlist: --data-dir needs a value (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--currency", "--demo"]) == .exit(message: "wishlist: --currency needs a value (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--currency", "XYZ"]) == .exit(message: "wishlist: unknown currency 'XYZ' (use an ISO code such as USD, EUR, JPY)", status: 64))
    }
}
