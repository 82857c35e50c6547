import TermUI
import TravelModel

extension RegularFile.Refusal {
    /// Why a data file was left alone, with what to do, in the language of `locales`; in English the model's
    /// `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        locales.localized("\(path) is \(locales.localized(name: kind)), not a regular file; it was left alone. Move it away and start wishlist again.")
    }
}
