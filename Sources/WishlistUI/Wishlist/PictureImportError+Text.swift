import Foundation
import TermUI
import TravelModel

extension PictureImportError {
    /// Why a file could not be made into a trip's picture, one sentence in the language of `locales` (the trip
    /// sheet's); in English the model's `description` word for word. The picture libraries' own words (a
    /// damaged PNG's or JPEG's) are quoted as they are.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .noPath: locales.localized("Type or paste the path of a PNG or JPEG file.")
        case .cannotRead(let reason): locales.localized("The file cannot be read: \(reason.description(in: locales)).")
        case .notAFile(let kind): locales.localized("That is \(locales.localized(name: kind)), not a picture file.")
        case .tooLarge(let size):
            locales.localized("The file is \(Self.megabytes(size, in: locales)); pictures of up to \(Self.megabytes(PhotoImport.maximumFileSize, in: locales)) can be used.")
        case .empty: locales.localized("The file is empty.")
        case .notAnImage: locales.localized("The file is not a PNG or JPEG picture.")
        case let .damaged(format, reason):
            locales.localized("The file is a damaged or incomplete \(format.rawValue) picture (\(reason)).")
        case let .unsupportedSize(width, height):
            locales.localized("The picture is \(width) by \(height) pixels; pictures of up to \(PhotoImport.maximumPixelCount / 1_000_000) million pixels can be used.")
        case .cannotSave(let reason): locales.localized("The picture cannot be saved: \(reason.description(in: locales)).")
        }
    }

    /// `bytes` in megabytes as the model says them ("2.5 MB"), with the decimal mark of `locales`' numbers.
    private static func megabytes(_ bytes: Int64, in locales: LocaleCategories) -> String {
        let mark = locales.numeric.decimalSeparator ?? "."
        return megabytes(bytes).replacingOccurrences(of: ".", with: mark)
    }
}
