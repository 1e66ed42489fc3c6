// The globals the widget and service queues live at, apart from the code that pushes onto them: core's boot
// reads the names (`./constants`) and nothing else of registration.

export const WIDGET_QUEUE_GLOBAL = '__vitrineWidgets';

export const SERVICE_QUEUE_GLOBAL = '__vitrineServices';
