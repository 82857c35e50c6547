import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let textPages = [
        GalleryPage("Text", in: .text, code: """
            VStack(alignment: .leading) {
                Text("Plain text")
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Underlined").underline()
                Text("Struck through").strikethrough()
                Text("Secondary").foregroundStyle(.secondary)
                Text("Red").foregroundStyle(.red)
                Text("A long line that is cut at the end")
                    .lineLimit(1)
                Text("Total: \\(41.5, format: .currency(code: "EUR"))")
            }
            """) {
            VStack(alignment: .leading) {
                Text("Plain text")
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Underlined").underline()
                Text("Struck through").strikethrough()
                Text("Secondary").foregroundStyle(.secondary)
                Text("Red").foregroundStyle(.red)
                Text("A long line that is cut at the end")
                    .lineLimit(1)
                Text("Total: \(41.5, format: .currency(code: "EUR"))")
            }
        },
        GalleryPage("Label and Image", in: .text, code: """
            VStack(alignment: .leading) {
                Label("Flights", systemImage: "airplane")
                Label("Budget", systemImage: "creditcard")
                    .labelStyle(.iconOnly)
                HStack {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                    Image(systemName: "heart")
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                }
            }
            """) {
            VStack(alignment: .leading) {
                Label("Flights", systemImage: "airplane")
                Label("Budget", systemImage: "creditcard")
                    .labelStyle(.iconOnly)
                HStack {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                    Image(systemName: "heart")
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                }
            }
        },
    ]
}
