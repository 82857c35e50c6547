import TermUI
import TravelModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FailureReason {
    /// Why the system or SQLite refused, in the language of `locales`, for the inside of the app's sentences
    /// ("… lässt sich nicht speichern: kein Platz mehr auf dem Datenträger"). In English the model's
    /// `description` word for word: the system's or SQLite's own words. The errors a user meets with files and
    /// SQLite's result codes are the app's words; any other is said as the system or SQLite says it, quoted.
    public func description(in locales: LocaleCategories) -> String {
        // A sentence whose English is not its key takes the English as its last value: the English table
        // says only that (the system's, SQLite's or another part's words as they were), the German the rest.
        let english = description
        return switch self {
        case .system(let code):
            Self.systemText(code, in: locales)
                ?? locales.localized("system error \(Int(code)): \(Self.safe(english)) | \(english)")
        case let .database(code, message, naming):
            Self.databaseText(code: code, message: message, naming: naming, english: english, in: locales)
        case .symbolicLink: locales.localized("a symbolic link, not a regular file")
        case .notARegularFile: locales.localized("not a regular file")
        case .notAFolder(let path): locales.localized("\(path) is not a folder")
        case .replacedWhileLocking: locales.localized("it was replaced each time it was locked")
        case .lockNotAFile(let kind):
            locales.localized("it is \(locales.localized(name: kind)), not a regular file; move it away and start wishlist again")
        case .said(let words): locales.localized("in another part's words: \(Self.safe(words)) | \(english)")
        case .sync(let reason): locales.localized("sync: \(reason.description(in: locales))")
        case .several(let reasons): reasons.map { $0.description(in: locales) }.joined(separator: "; ")
        }
    }

    /// Another's words made safe for a terminal and cut short, for the German, which quotes them.
    private static func safe(_ words: String) -> String {
        words.sanitizedForTerminal(maxLength: 200)
    }

    /// SQLite's result: its code in the app's words, and its message after them where it says more; the number
    /// of the code where the English names it.
    private static func databaseText(
        code: Int32, message: String, naming: CodeNaming, english: String, in locales: LocaleCategories
    ) -> String {
        let words = sqliteText(code & 0xFF, in: locales)
            ?? locales.localized("SQLite's words: \(safe(FailureReason.sqliteWords(code)))")
        let number = Int(code)
        return switch (naming == .none, messageSaysMore(message, code: code)) {
        case (true, false): locales.localized("SQLite: \(words) | \(english)")
        case (true, true): locales.localized("SQLite: \(words), saying \(safe(message)) | \(english)")
        case (false, false): locales.localized("SQLite: \(words), code \(number) | \(english)")
        case (false, true): locales.localized("SQLite: \(words), code \(number), saying \(safe(message)) | \(english)")
        }
    }

    /// The app's words for the system's errors a user meets with files; nil for any other.
    private static func systemText(_ code: Int32, in locales: LocaleCategories) -> String? {
        switch code {
        case ENOENT: locales.localized("No such file or directory")
        case EACCES: locales.localized("Permission denied")
        case EPERM: locales.localized("Operation not permitted")
        case ENOSPC: locales.localized("No space left on device")
        case EDQUOT: locales.localized("Disk quota exceeded")
        case EROFS: locales.localized("Read-only file system")
        case EISDIR: locales.localized("Is a directory")
        case ENOTDIR: locales.localized("Not a directory")
        case EEXIST: locales.localized("File exists")
        case ENAMETOOLONG: locales.localized("File name too long")
        case ELOOP: locales.localized("Too many levels of symbolic links")
        case EMFILE: locales.localized("Too many open files")
        case ENFILE: locales.localized("Too many open files in system")
        case EIO: locales.localized("Input/output error")
        case EXDEV: locales.localized("Invalid cross-device link")
        case EBUSY: locales.localized("Device or resource busy")
        case EFBIG: locales.localized("File too large")
        case ENOMEM: locales.localized("Cannot allocate memory")
        case EAGAIN: locales.localized("Resource temporarily unavailable")
        case EINVAL: locales.localized("Invalid argument")
        case ENOTEMPTY: locales.localized("Directory not empty")
        case ESTALE: locales.localized("Stale file handle")
        case ENXIO: locales.localized("No such device or address")
        case ETXTBSY: locales.localized("Text file busy")
        default: nil
        }
    }

    /// The app's words for SQLite's primary result codes a user can meet; nil for any other.
    private static func sqliteText(_ primary: Int32, in locales: LocaleCategories) -> String? {
        switch primary {
        case 1: locales.localized("SQL logic error")
        case 3: locales.localized("access permission denied")
        case 4: locales.localized("query aborted")
        case 5: locales.localized("database is locked")
        case 6: locales.localized("database table is locked")
        case 7: locales.localized("out of memory")
        case 8: locales.localized("attempt to write a readonly database")
        case 9: locales.localized("interrupted")
        case 10: locales.localized("disk I/O error")
        case 11: locales.localized("database disk image is malformed")
        case 13: locales.localized("database or disk is full")
        case 14: locales.localized("unable to open database file")
        case 15: locales.localized("locking protocol")
        case 17: locales.localized("database schema has changed")
        case 18: locales.localized("string or blob too big")
        case 19: locales.localized("constraint failed")
        case 20: locales.localized("datatype mismatch")
        case 21: locales.localized("bad parameter or other API misuse")
        case 22: locales.localized("large file support is disabled")
        case 23: locales.localized("authorization denied")
        case 25: locales.localized("column index out of range")
        case 26: locales.localized("file is not a database")
        default: nil
        }
    }
}
