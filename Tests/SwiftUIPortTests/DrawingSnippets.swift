import TermUI
import TermUITesting

/// A custom shape, as a SwiftUI sample app writes one.
struct Wedge: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A sparkline drawn with a Canvas, as SwiftUI code draws one.
struct Sparkline: View {
    let values: [Double]

    var body: some View {
        Canvas { context, size in
            guard let high = values.max(), high > 0, values.count > 1 else { return }
            let step = size.width / CGFloat(values.count - 1)
            var line = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: CGFloat(index) * step, y: size.height * (1 - value / high))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.green), lineWidth: 2)
            context.draw(Text("max \(Int(high))").font(.caption), at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)
        }
        .frame(height: 6)
    }
}

/// Shapes of a dashboard card: a path of its own, a filled wedge, a curve.
struct DrawingCard: View {
    var body: some View {
        HStack {
            Wedge(fraction: 0.3)
                .fill(Color.orange)
                .frame(width: 12, height: 6)
            Path { path in
                path.move(to: CGPoint(x: 0, y: 5))
                path.addCurve(to: CGPoint(x: 12, y: 0), control1: CGPoint(x: 4, y: 5), control2: CGPoint(x: 8, y: 0))
            }
            .stroke(Color.blue, lineWidth: 1)
            .frame(width: 12, height: 6)
        }
    }
}

/// A title shown only where a bar is drawn, over a dotted rule, as SwiftUI code fades a title in with `mask`.
struct MaskedTitleSnippet: View {
    var body: some View {
        ZStack(alignment: .leading) {
            Text("···············")
            Text("Kyōto in autumn")
                .mask(alignment: .leading) {
                    Rectangle().frame(width: 5)
                }
        }
    }
}

/// A trip card's shapes as SwiftUI code draws them: a progress ring trimmed to the part done, a dashed route,
/// a tab with only its top corners rounded, a frame inset in its card, a marker moved off its place and a
/// path through a transform.
struct TripShapesSnippet: View {
    var progress: Double = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .frame(width: 8, height: 4)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0.5))
                    path.addLine(to: CGPoint(x: 14, y: 0.5))
                }
                .stroke(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
                .frame(width: 14, height: 1)
            }
            UnevenRoundedRectangle(topLeadingRadius: 1, topTrailingRadius: 1)
                .stroke(Color.blue)
                .frame(width: 10, height: 3)
            ZStack {
                RoundedRectangle(cornerRadius: 1).inset(by: 1).stroke(Color.orange)
                Circle().offset(x: 3).fill(Color.red).frame(width: 2, height: 1)
            }
            .frame(width: 12, height: 4)
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 4, y: 0))
            }
            .transform(CGAffineTransform(translationX: 2, y: 0.5))
            .stroke(Color.purple)
            .frame(width: 8, height: 1)
        }
    }
}

/// A card's effects as SwiftUI code writes them: a row drawn further in the lower it is (`visualEffect`), a
/// badge moved by a transform, a stamp moved by a projection, and a strip filled with a picture repeated.
struct CardEffectsSnippet: View {
    let stripe: Image

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(["Kyōto", "Nara", "Uji"], id: \.self) { stop in
                Text(stop)
                    .visualEffect { content, proxy in
                        content.offset(x: proxy.frame(in: .global).minY)
                    }
            }
            Text("NEW").transformEffect(CGAffineTransform(translationX: 4, y: 0))
            Text("PAID").projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 2, y: 0)))
            Rectangle()
                .fill(ImagePaint(image: stripe, scale: 1))
                .frame(width: 8, height: 1)
        }
    }
}
