import type { DatePicker, GetProps } from "antd";
import { Input } from "antd";
import { lazy, Suspense } from "react";

// antd's date picker is ~32 KB of gzip with its calendars: more than a list page's whole table. The
// lists keep their date ranges in a panel that starts closed, so the picker loads when the panel
// first opens (or at once when a link opens it with a range set), not with the page.
const RangePicker = lazy(() => import("./range-picker"));

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

interface Props extends RangePickerProps {
  /** false while the field is out of sight: its value stays in the form, nothing is loaded for it */
  shown: boolean;
}

/** A date range form control for a filter panel (a Form.Item's child: it passes value and onChange on). */
export function DateRangeField({ shown, ...props }: Props) {
  if (!shown) return null;
  // while the picker loads: an input of the same size, so nothing moves when it arrives
  const loading = <Input disabled aria-label={props["aria-label"]} style={props.style} />;
  return (
    <Suspense fallback={loading}>
      <RangePicker {...props} />
    </Suspense>
  );
}
