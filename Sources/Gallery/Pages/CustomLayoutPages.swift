import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let customLayoutPages = [
        GalleryPage("Layout protocol", in: .layout, code: """
            struct FlowLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    arrange(subviews, in: proposal.width ?? .infinity).size
                }

                func placeSubviews(
                    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
                ) {
                    let origins = arrange(subviews, in: bounds.width).origins
                    for (subview, origin) in zip(subviews, origins) {
                        let point = CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y)
                        subview.place(at: point, proposal: .unspecified)
                    }
                }

                private func arrange(_ subviews: Subviews, in width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
                    var origins: [CGPoint] = []
                    var x = 0.0, y = 0.0, lineHeight = 0.0, widest = 0.0
                    for subview in subviews {
                        let size = subview.sizeThatFits(.unspecified)
                        if x > 0 && x + size.width > width {
                            x = 0
                            y += lineHeight
                            lineHeight = 0
                        }
                        origins.append(CGPoint(x: x, y: y))
                        x += size.width + 1
                        lineHeight = max(lineHeight, size.height)
                        widest = max(widest, x - 1)
                    }
                    return (origins, CGSize(width: widest, height: y + lineHeight))
                }
            }

            @State private var isStacked = false
            let tags = ["Kyōto", "temples", "tea", "gardens", "bamboo", "autumn", "onsen", "ramen"]

            VStack(alignment: .leading) {
                let layout = isStacked
                    ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 2))
                layout {
                    Text("Tags").bold()
                    Button(isStacked ? "Side by side" : "Stacked") { isStacked.toggle() }
                }
                FlowLayout {
                    ForEach(tags, id: \\.self) { tag in
                        Text("#\\(tag)").foregroundStyle(.teal)
                    }
                }
                .frame(width: 24, alignment: .leading)
            }
            """) { LayoutProtocolExample() },
        GalleryPage("GeometryReader", in: .layout, code: """
            let spent = 320.0
            let budget = 500.0

            VStack(alignment: .leading) {
                Text("Spent \\(Int(spent)) of \\(Int(budget))")
                GeometryReader { geometry in
                    ZStack(alignment: .leading) {
                        Rectangle().fill(.gray.opacity(0.3))
                        Rectangle()
                            .fill(spent > budget ? .red : .green)
                            .frame(width: geometry.size.width * min(spent / budget, 1))
                        Text("\\(Int(geometry.size.width)) cells wide")
                    }
                }
                .frame(height: 1)
            }
            """) { GeometryReaderExample() },
    ]
}

struct FlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, in: proposal.width ?? .infinity).size
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let origins = arrange(subviews, in: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            let point = CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y)
            subview.place(at: point, proposal: .unspecified)
        }
    }

    private func arrange(_ subviews: Subviews, in width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x = 0.0, y = 0.0, lineHeight = 0.0, widest = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += lineHeight
                lineHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + 1
            lineHeight = max(lineHeight, size.height)
            widest = max(widest, x - 1)
        }
        return (origins, CGSize(width: widest, height: y + lineHeight))
    }
}

private struct LayoutProtocolExample: View {
    @State private var isStacked = false
    let tags = ["Kyōto", "temples", "tea", "gardens", "bamboo", "autumn", "onsen", "ramen"]

    var body: some View {
        VStack(alignment: .leading) {
            let layout = isStacked
                ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 2))
            layout {
                Text("Tags").bold()
                Button(isStacked ? "Side by side" : "Stacked") { isStacked.toggle() }
            }
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)").foregroundStyle(.teal)
                }
            }
            .frame(width: 24, alignment: .leading)
        }
    }
}

private struct GeometryReaderExample: View {
    let spent = 320.0
    let budget = 500.0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Spent \(Int(spent)) of \(Int(budget))")
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Rectangle().fill(.gray.opacity(0.3))
                    Rectangle()
                        .fill(spent > budget ? .red : .green)
                        .frame(width: geometry.size.width * min(spent / budget, 1))
                    Text("\(Int(geometry.size.width)) cells wide")
                }
            }
            .frame(height: 1)
        }
    }
}
