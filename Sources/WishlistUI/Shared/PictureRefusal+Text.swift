import TermUI
import TravelModel

extension PictureRefusal {
    /// Why sync does not use a picture another machine sent, in the language of `locales`: "sie ist ein
    /// symbolischer Link, keine Datei". In English the model's `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .notAFile(let kind): locales.localized("it is \(locales.localized(name: kind)), not a file")
        case .tooLarge(let size): locales.localized("it has \(Int(size)) bytes, more than a picture of the app's can have")
        case .cannotRead(let reason): locales.localized("it cannot be read: \(reason.description(in: locales))")
        case .notRead(let error): error.description(in: locales)
        case .notAPicture(let error): locales.localized("it is not a picture of the app's (\(error.description(in: locales)))")
        case let .tooManyPixels(width, height):
            locales.localized("it is \(width) by \(height) pixels, more than a picture of the app's can be")
        }
    }
}
