import TermUI

// SwiftUI code that uses the colour effects the API table had as missing. It imports only TermUI, as a port
// would.

struct ColorEffectsSnippet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("red").foregroundStyle(.red)
            Text("grey").foregroundStyle(.red).grayscale(1)
            Text("faded").foregroundStyle(.red).saturation(0)
            Text("bright").foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2)).brightness(1)
            Text("dark").foregroundStyle(.white).brightness(-1)
            Text("flat").foregroundStyle(.red).contrast(0)
            Text("turned").foregroundStyle(Color(red: 1, green: 0, blue: 0)).hueRotation(.degrees(120))
            Text("inverted").foregroundStyle(.black).background(.white).colorInvert()
            Text("multiplied").foregroundStyle(.white).colorMultiply(Color(red: 0, green: 1, blue: 0))
            Text("mask").foregroundStyle(.white).luminanceToAlpha()
            Text("plain").grayscale(1)
        }
    }
}
