import Foundation
import TermUI
import TravelModel

extension CSVImportFailure {
    /// Why nothing was imported, in the language of `locales`.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .file(let error): error.description(in: locales)
        case .database(let reason): locales.localized("the database could not be written: \(reason.description(in: locales))")
        case .cancelled: locales.localized("cancelled: nothing was imported")
        }
    }
}

extension CSVFileError {
    /// Why the file cannot be imported, with what to do, in the language of `locales`.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .missing: locales.localized("the file cannot be read: there is no such file")
        case .cannotRead(let reason): locales.localized("the file cannot be read: \(reason.description(in: locales))")
        case .utf16:
            locales.localized("the file is UTF-16 (\"Unicode\" text), not UTF-8: save it as UTF-8 (\"CSV UTF-8\") and import that")
        case .notText:
            locales.localized("the file is not text (a picture, an archive, a spreadsheet's own file?): save the table as CSV and import that")
        case .notUTF8(let line):
            locales.localized("line \(line) is not UTF-8 text (the file may be in Windows-1252 or Latin-1): save it as UTF-8 and import that")
        case .unclosedQuote(let line): locales.localized("the quoted field that begins on line \(line) is never closed (a \" is missing)")
        case .recordTooLarge(let line):
            locales.localized("the row on line \(line) is larger than \(CSVFileError.largestRecordMiB) MiB: this is not a table of transactions")
        case .empty: locales.localized("the file holds no rows")
        case .noColumn(let role):
            locales.localized("no column holds \(role.description(in: locales)) (neither its name nor its values say which): say which column does")
        }
    }
}
