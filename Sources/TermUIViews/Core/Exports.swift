// What `import TermUI` brings with it, as `import SwiftUI` does: Foundation (`Date`, `UUID`, `URL`, `Calendar`,
// `Locale`, `CGFloat`, `CGSize`, `CGPoint`, `CGRect`, format styles) and Observation (`@Observable`), so that a
// SwiftUI file ports by changing its import alone.
@_exported import Foundation
@_exported import Observation
// The base below the views (geometry, cells and colours, input, the `Terminal` protocol and the frame diff): its
// public types are part of the views' API (`Color`, `Alignment`, `KeyPress`), so they come with the views.
@_exported import TermUIBase
