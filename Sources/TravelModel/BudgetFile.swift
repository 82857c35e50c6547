import Foundation

/// The expenses file, `expenses.json` in the data directory.
public typealias BudgetFile = DocumentFile<[Expense]>

extension DocumentFile where Content == [Expense] {
    /// The name of the expenses file inside the data directory.
    public static var fileName: String {
        BudgetDocument.fileName
    }

    /// The schema version of the expenses file that this program reads and writes.
    public static var schemaVersion: Int {
        BudgetDocument.currentSchemaVersion
    }

    /// Creates a handle on `expenses.json` in `directory`; nothing is read or written yet.
    ///
    /// - Parameter calendar: The calendar whose time zone decides the day of each expense.
    public init(directory: URL, calendar: Calendar = .current) {
        self.init(codec: DocumentCodec(BudgetDocument.self), directory: directory, calendar: calendar)
    }

    /// Decodes the contents of an expenses file, dating each expense noon of its day in `timeZone`.
    static func decode(_ data: Data, timeZone: TimeZone) -> Contents {
        DocumentCodec(BudgetDocument.self).decode(data, timeZone)
    }
}
