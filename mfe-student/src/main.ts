// The entry only starts the asynchronous bootstrap, so shared modules are negotiated first.
import('./bootstrap');
