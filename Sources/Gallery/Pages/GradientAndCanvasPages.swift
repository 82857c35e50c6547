import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let gradientAndCanvasPages = [
        GalleryPage("Gradients", in: .drawing, code: """
            VStack(alignment: .leading, spacing: 1) {
                Text("Summer trip")
                    .foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
                Rectangle()
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 30, height: 2)
                RoundedRectangle(cornerRadius: 1)
                    .fill(RadialGradient(colors: [.mint, .indigo], center: .center, startRadius: 0, endRadius: 15))
                    .frame(width: 30, height: 5)
                    .overlay { Text("Sea").background() }
                HStack(spacing: 2) {
                    Circle()
                        .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .red], center: .center), lineWidth: 2)
                        .frame(width: 8, height: 4)
                    Text("Card")
                        .padding(.horizontal, 1)
                        .background(in: RoundedRectangle(cornerRadius: 1))
                        .padding(.horizontal, 2)
                        .background(.teal.gradient, in: Capsule())
                }
            }
            """) {
            VStack(alignment: .leading, spacing: 1) {
                Text("Summer trip")
                    .foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
                Rectangle()
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 30, height: 2)
                RoundedRectangle(cornerRadius: 1)
                    .fill(RadialGradient(colors: [.mint, .indigo], center: .center, startRadius: 0, endRadius: 15))
                    .frame(width: 30, height: 5)
                    .overlay { Text("Sea").background() }
                HStack(spacing: 2) {
                    Circle()
                        .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .red], center: .center), lineWidth: 2)
                        .frame(width: 8, height: 4)
                    Text("Card")
                        .padding(.horizontal, 1)
                        .background(in: RoundedRectangle(cornerRadius: 1))
                        .padding(.horizontal, 2)
                        .background(.teal.gradient, in: Capsule())
                }
            }
        },
        GalleryPage("Path and Canvas", in: .drawing, code: """
            let fares = [120.0, 95, 140, 80, 60, 110, 70]

            VStack(alignment: .leading) {
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 5))
                    path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 8, y: 5), control2: CGPoint(x: 12, y: 0))
                }
                .stroke(.blue, lineWidth: 1)
                .frame(width: 20, height: 6)
                Canvas { context, size in
                    let step = size.width / CGFloat(fares.count - 1)
                    var line = Path()
                    for (day, fare) in fares.enumerated() {
                        let point = CGPoint(x: CGFloat(day) * step, y: size.height * (1 - fare / 150))
                        if day == 0 { line.move(to: point) } else { line.addLine(to: point) }
                    }
                    context.stroke(line, with: .color(.green), lineWidth: 1)
                    context.draw(Text("fares this week"), at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)
                }
                .frame(width: 30, height: 6)
            }
            """) { PathAndCanvasExample() },
    ]
}

private struct PathAndCanvasExample: View {
    let fares = [120.0, 95, 140, 80, 60, 110, 70]

    var body: some View {
        VStack(alignment: .leading) {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 5))
                path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 8, y: 5), control2: CGPoint(x: 12, y: 0))
            }
            .stroke(.blue, lineWidth: 1)
            .frame(width: 20, height: 6)
            Canvas { context, size in
                let step = size.width / CGFloat(fares.count - 1)
                var line = Path()
                for (day, fare) in fares.enumerated() {
                    let point = CGPoint(x: CGFloat(day) * step, y: size.height * (1 - fare / 150))
                    if day == 0 { line.move(to: point) } else { line.addLine(to: point) }
                }
                context.stroke(line, with: .color(.green), lineWidth: 1)
                context.draw(Text("fares this week"), at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)
            }
            .frame(width: 30, height: 6)
        }
    }
}
