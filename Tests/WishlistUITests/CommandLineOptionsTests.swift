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
