import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let drawingPages = [
        GalleryPage("Shapes and colour", in: .drawing, code: """
            HStack(spacing: 2) {
                Rectangle().fill(.red).frame(width: 8, height: 4)
                RoundedRectangle(cornerRadius: 1)
                    .stroke(.green)
                    .frame(width: 10, height: 4)
                Circle().fill(.blue).frame(width: 8, height: 4)
                Capsule().fill(Color(hue: 0.8, saturation: 0.6, brightness: 0.9))
                    .frame(width: 10, height: 2)
            }
            """) {
            HStack(spacing: 2) {
                Rectangle().fill(.red).frame(width: 8, height: 4)
                RoundedRectangle(cornerRadius: 1)
                    .stroke(.green)
                    .frame(width: 10, height: 4)
                Circle().fill(.blue).frame(width: 8, height: 4)
                Capsule().fill(Color(hue: 0.8, saturation: 0.6, brightness: 0.9))
                    .frame(width: 10, height: 2)
            }
        },
    ]
}
