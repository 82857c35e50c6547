import TermUI
import TravelModel

extension DataDocumentImport.Failure {
    /// Why a data document was not imported, in the language of `locales`; in English the model's
    /// `description` word for word. What is wrong with the document is said as the model says it, after its
    /// place and line.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case let .cannotRead(path, reason): locales.localized("\(path) cannot be read: \(reason.description(in: locales))")
        case .refused(let problem): locales.localized("the document cannot be imported: \(problem.description(in: locales))")
        case .cannotLock(let error): error.description(in: locales)
        case .cannotOpen(let error): error.description(in: locales)
        case .cannotUpdate(let error): error.description(in: locales)
        case .cannotWrite(let reason): locales.localized("nothing was imported: \(reason.description(in: locales))")
        }
    }
}

extension DataDocumentProblem {
    /// Where the problem is and what it is, in the language of `locales`: the place as the document writes it
    /// (`expenses[12].amount`), its line, then the reason.
    public func description(in locales: LocaleCategories) -> String {
        let line = self.line.map { locales.localized("line \($0)") }
        let prefix = [place, line].compactMap(\.self).joined(separator: ", ")
        let reason = self.reason.description(in: locales)
        return prefix.isEmpty ? reason : "\(prefix): \(reason)"
    }
}
