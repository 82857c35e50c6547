import Foundation

extension EnvironmentValues {
    /// The calendar date pickers show: the environment's calendar in its locale of dates (`LC_TIME`) and its
    /// time zone.
    var pickerCalendar: Calendar {
        var calendar = self.calendar
        calendar.locale = localeCategories.time
        calendar.timeZone = timeZone
        return calendar
    }
}
