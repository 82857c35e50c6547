/// Several scenes of an app, as a `SceneBuilder` block of more than one makes (SwiftUI's is internal): the
/// terminal shows the first of them that has a window (a `WindowGroup` or a `Window`); the others, such as a
/// second window group or a `Settings`, are not shown.
public struct TupleScene<each Content: Scene>: Scene, WindowContentScene {
    let scenes: (repeat each Content)

    init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }

    var windowContent: AnyView? {
        var found: AnyView?
        for scene in repeat each scenes {
            if found == nil { found = windowContentIfAny(of: scene) }
        }
        return found
    }
}
