import { DatePicker } from "antd";

/** antd's range picker alone, as a module of its own so that it can be loaded when first needed. */
export default DatePicker.RangePicker;
