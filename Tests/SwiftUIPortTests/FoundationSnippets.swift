// SwiftUI-shaped code that imports only TermUI, as a port does after changing `import SwiftUI`.
// This file type-checks only if TermUI re-exports Foundation and Observation and its builder is not isolated.
import TermUI
import TermUITesting

@Observable
final class PlannedTrip: Identifiable {
    let id = UUID()
    var name: String
    var start: Date
    var guests = 2
    var coverSize = CGSize(width: 16, height: 4)

    init(name: String, start: Date) {
        self.name = name
        self.start = start
    }
}

/// A builder function outside any view, as SwiftUI apps write them (SwiftUI's `ViewBuilder` is not isolated).
@ViewBuilder
func guestLabel(_ count: Int) -> some View {
    if count == 1 {
        Text("One guest")
    } else {
        Text("\(count) guests")
    }
    EmptyView()
}

struct PlannedTripView: View {
    @Bindable var trip: PlannedTrip

    var body: some View {
        Form {
            Section(header: Text("Trip"), footer: Text("Starts \(trip.start, style: .date)")) {
                TextField("Name", text: $trip.name)
                Stepper("Guests: \(trip.guests)", value: $trip.guests, in: 1...8)
                guestLabel(trip.guests)
            }
        }
        .onChange(of: trip.guests) { newValue in
            print(newValue)
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
        }
    }
}
