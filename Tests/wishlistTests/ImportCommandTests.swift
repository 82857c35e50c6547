import Foundation
import Testing
import TravelModel
@testable import wishlist

/// How `wishlist import` reads its arguments, with every usage error and its status.
struct ImportCommandTests {
    private func parse(_ arguments: [String], dataDirectory: String? = nil) -> SubcommandParse<ImportCommand> {
        ImportCommand.parse(arguments, dataDirectory: dataDirectory)
    }

    /// The usage error `message` as `wishlist import` says it.
    private func usage(_ message: String) -> SubcommandParse<ImportCommand> {
        .exit(message: "wishlist import: \(message) (see wishlist import --help)", status: .usage)
    }

    @Test func theFileAndEachOption() {
        #expect(parse(["bank.csv"]) == .run(ImportCommand(path: "bank.csv")))
        #expect(CommandLineOptions.parse(["--data-dir", "/d", "import", "x.csv", "--dry-run"])
            == .subcommand(name: "import", arguments: ["x.csv", "--dry-run"], dataDirectory: "/d"))
        var all = ImportCommand(path: "bank.csv", dataDirectory: "/d")
        all.dryRun = true
        all.keepsDuplicates = true
        all.columns = [
            .init(role: .date, column: .number(2)), .init(role: .title, column: .name("Empfänger")),
            .init(role: .title, column: .name("Verwendungszweck")), .init(role: .category, column: .none),
        ]
        all.dateFormat = .german
        all.decimalMark = .comma
        all.amountSign = .positiveIsSpent
        all.currencyCode = "EUR"
        all.unknownCategory = .shopping
        #expect(parse([
            "--dry-run", "--keep-duplicates", "--column", "date=2", "--column=title=Empfänger", "--column", "title=Verwendungszweck",
            "--column", "category=none", "--date-format", "DD.MM.YYYY", "--decimal=comma", "--spent", "positive", "--currency", "eur",
            "--unknown-category", "shopping", "bank.csv", "--data-dir", "/d",
        ]) == .run(all))
        #expect(parse(["--help"]) == .exit(message: ImportCommand.usage, status: .ok))
        #expect(parse(["x.csv", "-h"]) == .exit(message: ImportCommand.usage, status: .ok))
    }

    @Test func usageErrors() {
        #expect(parse([]) == usage("the CSV file to import is needed"))
        #expect(parse(["a.csv", "b.csv"]) == usage("unexpected argument 'b.csv'"))
        #expect(parse(["a.csv", "--frobnicate"]) == usage("unknown option '--frobnicate'"))
        #expect(parse(["a.csv", "--dry-run", "--dry-run"]) == usage("--dry-run is given twice"))
        #expect(parse(["a.csv", "--dry-run=yes"]) == usage("--dry-run takes no value"))
        #expect(parse(["a.csv", "--decimal", "dot"]) == usage("--decimal is comma or point, not 'dot'"))
        #expect(parse(["a.csv", "--decimal"]) == usage("--decimal needs a value"))
        #expect(parse(["a.csv", "--spent", "both"]) == usage("--spent is negative, positive or as-written, not 'both'"))
        #expect(parse(["a.csv", "--date-format", "iso"])
            == usage("--date-format is yyyy-mm-dd, dd.mm.yyyy, mm/dd/yyyy or dd/mm/yyyy (or with -, . or /), not 'iso'"))
        #expect(parse(["a.csv", "--currency", "EURO"]) == usage("unknown currency 'EURO' (use an ISO code such as USD, EUR, JPY)"))
        #expect(parse(["a.csv", "--unknown-category", "Food"])
            == usage("--unknown-category is one of Food & Drink, Lodging, Transport, Activities, Shopping, Other, not 'Food'"))
        #expect(parse(["a.csv", "--column", "amount"])
            == usage("--column is ROLE=COLUMN, ROLE one of date, title, amount, debit, credit, category, currency, trip, not 'amount'"))
        #expect(parse(["a.csv", "--column", "when=1"])
            == usage("--column is ROLE=COLUMN, ROLE one of date, title, amount, debit, credit, category, currency, trip, not 'when=1'"))
        #expect(parse(["a.csv", "--column", "date=0"]) == usage("--column numbers columns from 1, not '0'"))
        #expect(parse(["a.csv", "--column", "date="]) == usage("--column date= needs a column: its number, its name or none"))
        #expect(parse(["a.csv", "--data-dir", "/x"], dataDirectory: "/d") == usage("--data-dir is given twice"))
        // An argument holding an escape sequence is quoted as the screen shows it.
        #expect(parse(["a.csv", "--decimal", "\u{1B}]0;x\u{07}"]) == usage("--decimal is comma or point, not '␛]0;x␇'"))
    }
}

/// The exit status of each way a JSON document's import fails, as the help gives them.
struct DocumentImportStatusTests {
    @Test func eachFailureHasTheStatusTheHelpGives() {
        #expect(ImportCommand.status(for: .refused(DataDocumentProblem(.newerVersion(99), line: 3))) == .failed)
        #expect(ImportCommand.status(for: .cannotWrite(.database(code: 10, message: "disk I/O error", naming: .number))) == .failed)
        #expect(ImportCommand.status(for: .cannotRead(path: "x.json", reason: .system(code: ENOENT))) == .cannotRun)
        #expect(ImportCommand.status(for: .cannotLock(.inUse(directory: "/d"))) == .cannotRun)
    }
}
