import TermUI
import TravelModel

extension AmountSign {
    /// Which amounts are money spent, in the language of `locales`; in English the model's `description` word
    /// for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .negativeIsSpent: locales.localized("money spent is negative (positive amounts, money received, are skipped)")
        case .positiveIsSpent: locales.localized("money spent is positive (negative amounts, payments and refunds, are skipped)")
        case .asWritten: locales.localized("amounts are expenses as written (wishlist's own export)")
        }
    }
}
