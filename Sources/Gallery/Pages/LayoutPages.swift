import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let layoutPages = [
        GalleryPage("Stacks", in: .layout, code: """
            VStack(alignment: .leading, spacing: 1) {
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                ZStack {
                    Color.blue.frame(width: 12, height: 3)
                    Text("On top")
                }
                Divider()
                Text("Padded").padding(2).border(.secondary)
            }
            """) {
            VStack(alignment: .leading, spacing: 1) {
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                ZStack {
                    Color.blue.frame(width: 12, height: 3)
                    Text("On top")
                }
                Divider()
                Text("Padded").padding(2).border(.secondary)
            }
        },
        GalleryPage("Frames and fitting", in: .layout, code: """
            VStack(alignment: .leading) {
                Text("Fixed").frame(width: 20, alignment: .trailing)
                    .border(.secondary)
                ViewThatFits(in: .horizontal) {
                    Text("The whole sentence, when there is room")
                    Text("A short one")
                }
                Color.orange
                    .aspectRatio(2, contentMode: .fit)
                    .containerRelativeFrame(.horizontal) { width, _ in width / 3 }
            }
            """) {
            VStack(alignment: .leading) {
                Text("Fixed").frame(width: 20, alignment: .trailing)
                    .border(.secondary)
                ViewThatFits(in: .horizontal) {
                    Text("The whole sentence, when there is room")
                    Text("A short one")
                }
                Color.orange
                    .aspectRatio(2, contentMode: .fit)
                    .containerRelativeFrame(.horizontal) { width, _ in width / 3 }
            }
        },
        GalleryPage("ScrollView", in: .layout, code: """
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(1...200, id: \\.self) { number in
                        Text("Row \\(number)")
                    }
                }
            }
            """) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(1...200, id: \.self) { number in
                        Text("Row \(number)")
                    }
                }
            }
        },
    ]
}
