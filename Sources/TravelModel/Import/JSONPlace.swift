/// Where a value is in a document, written as it would be in code: `expenses[0].category`.
struct JSONPlace: CustomStringConvertible {
    private enum Step {
        case key(String)
        case index(Int)
    }

    private var steps: [Step] = []

    /// The document itself.
    init() {}

    /// The value under `key` of the object here.
    func key(_ key: String) -> JSONPlace {
        var place = self
        place.steps.append(.key(key))
        return place
    }

    /// The element at `index` of the array here.
    func index(_ index: Int) -> JSONPlace {
        var place = self
        place.steps.append(.index(index))
        return place
    }

    /// Such as `expenses[0].id`; "the document" for the document itself.
    var description: String {
        var text = ""
        for step in steps {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            }
        }
        return text.isEmpty ? "the document" : text
    }
}
