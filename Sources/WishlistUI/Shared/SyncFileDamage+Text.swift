import TermUI
import TravelModel

extension SyncFileDamage {
    /// Why another machine's sync file is kept aside as damaged, in the language of `locales`: "ihre Prüfsumme
    /// stimmt nicht". In English the model's `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .notASyncFile: locales.localized("it is not a sync file")
        case .wrongLength: locales.localized("its length is wrong")
        case .longerThanItsHeader: locales.localized("it is longer than its header says")
        case .checksumMismatch: locales.localized("its checksum does not match")
        case .wrongChangesetLength: locales.localized("its changeset's length is wrong")
        case .wrongRowCount: locales.localized("its count of rows is wrong")
        case .bodyUnlikeItsHeader: locales.localized("its body is not what its header says")
        case .bodyCutOrDamaged: locales.localized("its body is cut or damaged")
        case .changesetDamaged: locales.localized("its changeset is damaged")
        }
    }
}
