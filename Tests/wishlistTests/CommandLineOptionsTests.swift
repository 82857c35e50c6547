import Testing
@testable import wishlist

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

    @Test func previewsAloneShowsThePreviewsAndWithOtherArgumentsIsAUsageError() {
        #expect(CommandLineOptions.parse(["--previews"]) == .previews)
        #expect(CommandLineOptions.parse(["--demo", "--previews"]) == .exit(
            message: "wishlist: --previews goes alone, with no other argument (see wishlist --help)", status: 64))
        guard case .subcommand(_, let arguments, _) = CommandLineOptions.parse(["export", "--previews"]) else {
            Issue.record("expected the command, with its own arguments")
            return
        }
        #expect(arguments == ["--previews"], "a command's arguments are its own")
    }

    @Test func unknownArgumentsAreUsageErrorsQuotedAsTheScreenShowsThem() {
        #expect(CommandLineOptions.parse(["--nope"]) == .exit(message: "wishlist: unknown option '--nope' (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["x\u{1b}[2J\u{202E}"]) == .exit(message: "wishlist: unexpected argument 'x\u{241B}[2J' (see wishlist --help)", status: 64))
        // A long argument is quoted short.
        let long = String(repeating: "x", count: 100_000)
        #expect(CommandLineOptions.parse(["--currency", long]) == .exit(
            message: "wishlist: unknown currency '\(String(repeating: "x", count: 59))\u{2026}' (use an ISO code such as USD, EUR, JPY)", status: 64))
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

/// Values after an equals sign, as GNU-style long options take them.
struct EqualsFormTests {
    @Test func aValueMayFollowAnEqualsSign() {
        guard case .run(let options) = CommandLineOptions.parse(["--data-dir=/tmp/w=x", "--currency=eur"]) else {
            Issue.record("expected to run")
            return
        }
        #expect(options.configuration.dataDirectory == "/tmp/w=x", "only the first equals sign divides")
        #expect(options.configuration.currencyCode == "EUR")
        guard case .run(let dashed) = CommandLineOptions.parse(["--data-dir=-data"]) else {
            Issue.record("expected to run")
            return
        }
        #expect(dashed.dataDirectory == "-data", "after an equals sign a value may start with a dash")
    }

    @Test func emptyOrUnwantedValuesAreUsageErrors() {
        #expect(CommandLineOptions.parse(["--data-dir="]) == .exit(message: "wishlist: --data-dir needs a directory", status: 64))
        #expect(CommandLineOptions.parse(["--currency="]) == .exit(message: "wishlist: unknown currency '' (use an ISO code such as USD, EUR, JPY)", status: 64))
        #expect(CommandLineOptions.parse(["--demo=yes"]) == .exit(message: "wishlist: --demo takes no value (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--theme", "sepia"]) == .exit(message: "wishlist: --theme is light or dark, not 'sepia' (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--theme"]) == .exit(message: "wishlist: --theme needs a value (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--no-mouse=1"]) == .exit(message: "wishlist: --no-mouse takes no value (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--frob=1"]) == .exit(message: "wishlist: unknown option '--frob=1' (see wishlist --help)", status: 64))
    }

    @Test func theHelpHasTheSectionsOfAManPage() {
        let help = CommandLineOptions.usage
        let sections = ["OPTIONS", "KEYS", "ENVIRONMENT", "EXIT STATUS"].map { help.range(of: "\n\($0)\n")?.lowerBound }
        #expect(sections.allSatisfy { $0 != nil })
        #expect(sections.compactMap { $0 } == sections.compactMap { $0 }.sorted())
        for variable in ["TERM", "LANG", "LC_MONETARY", "LC_NUMERIC", "LC_TIME", "LC_MESSAGES", "NO_COLOR", "COLORTERM", "COLORFGBG", "TERMUI_REDUCE_MOTION", "TERMUI_GRAPHICS", "XDG_DATA_HOME"] {
            #expect(help.contains("\n  \(variable)"), "\(variable)")
        }
        for status in ["0", "2", "64", "128+N"] {
            #expect(help.contains("\n  \(status) "), "status \(status)")
        }
    }

    @Test func theThemeIsLightOrDarkInEitherForm() {
        guard case .run(let light) = CommandLineOptions.parse(["--theme=light"]),
              case .run(let dark) = CommandLineOptions.parse(["--theme", "dark"]),
              case .run(let none) = CommandLineOptions.parse([]) else {
            Issue.record("--theme was refused")
            return
        }
        #expect(light.theme == .light && dark.theme == .dark && none.theme == nil)
    }

    @Test func picturesGoTheWayGraphicsSaysOrTheTerminalAnswers() {
        guard case .run(let sixel) = CommandLineOptions.parse(["--graphics", "sixel"]),
              case .run(let none) = CommandLineOptions.parse(["--graphics=none"]),
              case .run(let unsaid) = CommandLineOptions.parse([]) else {
            Issue.record("--graphics was refused")
            return
        }
        #expect(sixel.graphics == .sixel && none.graphics == .halfBlocks && unsaid.graphics == nil)
        #expect(CommandLineOptions.parse(["--graphics", "png"]) == .exit(message: "wishlist: --graphics is kitty, sixel, iterm or none, not 'png' (see wishlist --help)", status: 64))
    }
}
